// Menu: the signed-in menu from ui_modules, the sidebar that draws it, and its rules.
export {
  buildMenuTree,
  findCurrentModule,
  type LinkSection,
  type MenuLink,
  type MenuNode,
  type NavLinkItem,
  type SidebarSection,
  sidebarBreakpoint,
  sidebarSections,
} from './menu-rules';
export { Sidebar } from './Sidebar';
export { useMenu } from './use-menu';
