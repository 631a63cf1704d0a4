import type { ReportElement, ReportWriterElement } from '@fin-atlas/domain';
import { ContactProperties } from './ContactProperties';
import { MarketProperties } from './MarketProperties';
import { MetricProperties } from './MetricProperties';
import { MortgageProperties } from './MortgageProperties';
import { TechnographicProperties } from './TechnographicProperties';

/** The editor of an element's properties, by its kind; null for elements without any. */
export function ElementProperties({
  element,
  offered,
  fiType,
  knownNames,
  onChange,
}: {
  element: ReportElement;
  offered: ReportWriterElement;
  fiType: string;
  knownNames: ReadonlyMap<string, string>;
  onChange: (props: Record<string, unknown>) => void;
}) {
  const name = offered.name;
  switch (element.element_type) {
    case 'metrics':
    case 'common_metric':
    case 'financial_statements':
    case 'common_financial_statements':
      return (
        <MetricProperties
          name={name}
          props={element.element_properties}
          fiType={fiType}
          onChange={onChange}
        />
      );
    case 'technographics':
      return (
        <TechnographicProperties
          name={name}
          serviceId={element.element_id}
          props={element.element_properties}
          known={knownNames}
          onChange={onChange}
        />
      );
    case 'fi_contacts':
      return <ContactProperties name={name} props={element.element_properties} onChange={onChange} />;
    case 'mortgage_lending':
      return <MortgageProperties element={offered} props={element.element_properties} onChange={onChange} />;
    case 'market_area':
      return offered.properties === 'market' ? (
        <MarketProperties
          name={name}
          elementId={element.element_id}
          props={element.element_properties as { market?: string; codes?: string[] }}
          onChange={onChange}
        />
      ) : null;
    default:
      return null;
  }
}
