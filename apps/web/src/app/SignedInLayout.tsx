import { Box, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isBoolean, useModuleState } from '../core/module-state';
import { recordPageView } from '../core/page-views';
import { useSession } from '../core/session/use-session';
import { useSite } from '../core/session/use-site';
import { useSidePanel } from '../core/side-panel';
import { usePanelOpen } from '../core/use-panel-open';
import { DataAsOf } from '../features/institutions';
import {
  buildMenuTree,
  findCurrentModule,
  Sidebar,
  sidebarBreakpoint,
  sidebarSections,
  useMenu,
} from '../features/menu';
import { UserGuideButton } from '../features/user-guide';
import { CollapsibleRail } from '../ui/CollapsibleRail';
import { PageLoader } from '../ui/PageLoader';
import { SiteBanner } from './banners/SiteBanner';
import { ImpersonationBanner } from './ImpersonationBanner';
import { consoleSection } from './shell/account-links';
import { areaLabel } from './shell/area-label';
import { useDeclaredModule } from './shell/route-handle';
import { TopBar } from './shell/TopBar';

const SIDEBAR_WIDTH = 264;
const SIDE_PANEL_WIDTH = 320;
/** Room for two columns of options (the digital channels reports with more than 7 filters). */
const WIDE_SIDE_PANEL_WIDTH = 560;
/**
 * Below this width an open options panel would leave a report's table too little room beside the
 * sidebar, so it starts folded (the user's own choice is remembered after that).
 */
const SIDE_PANEL_OPEN_FROM_PX = 1600;

/**
 * The signed-in frame (spec sections 1, 2 and 4): top bar with the area label, the sidebar of the
 * home item plus the current module, the impersonation banner and the report options panel.
 */
export function SignedInLayout() {
  const { user } = useSession();
  const site = useSite();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const declaredModule = useDeclaredModule();
  const menu = useMenu();
  const sidePanel = useSidePanel();
  const [drawerOpen, drawer] = useDisclosure(false);
  const [panelOpen, setPanelOpen] = usePanelOpen('side_panel_open', SIDE_PANEL_OPEN_FROM_PX);
  const [collapsed, setCollapsed] = useModuleState('sidebar_collapsed', false, isBoolean);
  const breakpoint = sidebarBreakpoint(pathname);
  const narrow = useMediaQuery(`(max-width: ${breakpoint - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });

  const tree = useMemo(() => buildMenuTree(menu.data ?? []), [menu.data]);
  const current = findCurrentModule(pathname, tree, declaredModule);
  const unknownModule = declaredModule !== undefined && menu.isSuccess && current === null;

  // A route of a module this user's menu does not have (the other menu's module): back home.
  useEffect(() => {
    if (unknownModule) void navigate('/dashboard', { replace: true });
  }, [unknownModule, navigate]);

  // Every signed-in page opened is counted under its module (public pages never get here).
  const signedIn = user !== null && user !== undefined;
  useEffect(() => {
    if (signedIn) recordPageView(pathname);
  }, [pathname, signedIn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer.
  useEffect(() => {
    drawer.close();
  }, [pathname]);

  // RequireSignIn renders this only with a session; the guard keeps the type honest.
  if (!user) return <PageLoader />;
  const partner = site.data?.partner ?? null;
  const consoleLinks = current ? null : consoleSection(pathname);
  const sections = sidebarSections(tree, current, { directory: consoleLinks === null });
  const sidebar = (
    <Sidebar pathname={pathname} sections={sections} adminLinks={consoleLinks} isLoading={menu.isPending} />
  );
  const showInline = !narrow && !collapsed;

  return (
    <Box mih="100vh" bg="gray.0">
      <a href="#main-content" className="fin-skip-link">
        Skip to content
      </a>
      <ImpersonationBanner />
      <SiteBanner />
      <TopBar
        partner={partner}
        area={areaLabel(pathname, user.is_fi_menu)}
        menuButton={
          narrow
            ? { opened: drawerOpen, onToggle: drawer.toggle, label: drawerOpen ? 'Close menu' : 'Open menu' }
            : {
                opened: !collapsed,
                onToggle: () => setCollapsed(!collapsed),
                label: collapsed ? 'Show menu' : 'Hide menu',
              }
        }
      >
        <DataAsOf />
        {current ? <UserGuideButton url={current.user_guide_url} moduleName={current.name} /> : null}
      </TopBar>
      <Box style={{ display: 'flex', alignItems: 'stretch' }}>
        {showInline ? (
          <Box
            component="aside"
            aria-label="Sidebar"
            w={SIDEBAR_WIDTH}
            bg="white"
            style={{
              flex: `0 0 ${SIDEBAR_WIDTH}px`,
              borderRight: '1px solid var(--mantine-color-gray-3)',
              position: 'sticky',
              top: 56,
              height: 'calc(100vh - 56px)',
            }}
            data-testid="sidebar"
          >
            {sidebar}
          </Box>
        ) : null}
        <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, minWidth: 0 }}>
          {unknownModule ? <PageLoader /> : <Outlet />}
        </Box>
        {sidePanel ? (
          <CollapsibleRail
            title={sidePanel.title}
            open={panelOpen}
            onOpenChange={setPanelOpen}
            side="right"
            width={sidePanel.wide ? WIDE_SIDE_PANEL_WIDTH : SIDE_PANEL_WIDTH}
            testId="side-panel"
          >
            <Stack gap="sm">{sidePanel.content}</Stack>
          </CollapsibleRail>
        ) : null}
      </Box>
      <Drawer
        opened={narrow && drawerOpen}
        onClose={drawer.close}
        size={SIDEBAR_WIDTH + 16}
        title={
          <Group gap="xs">
            <Text fw={700}>Menu</Text>
          </Group>
        }
        data-testid="sidebar-drawer"
      >
        {sidebar}
        <Button variant="subtle" onClick={drawer.close} mt="md" fullWidth>
          Close menu
        </Button>
      </Drawer>
    </Box>
  );
}
