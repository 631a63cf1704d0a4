import { StandaloneFrame } from '../../app/StandaloneFrame';
import { AboutPage } from '../about/AboutPage';

/**
 * /fin_apps_search, the product search outside the shell. Product search is a Technographics
 * screen, so it shows Technographics' about page until that module's search exists.
 */
export function ProductSearchPage() {
  return (
    <StandaloneFrame>
      <AboutPage topic="technographics" screen="Fintech - Product Search" />
    </StandaloneFrame>
  );
}
