import { INDUSTRY_REPORTER_STEPS, type IndustryReporterStep } from '@fin-atlas/domain';
import { Stepper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type IndustryArea, STEP_LABELS, stepPath } from './steps';

/** Where the user is among the steps group, segmentation, report and view; earlier steps are links. */
export function IndustrySteps({ area, step }: { area: IndustryArea; step: IndustryReporterStep }) {
  const navigate = useNavigate();
  const active = INDUSTRY_REPORTER_STEPS.indexOf(step);
  return (
    <Stepper
      active={active}
      size="sm"
      mb="lg"
      allowNextStepsSelect={false}
      onStepClick={(index) =>
        navigate(stepPath(area, INDUSTRY_REPORTER_STEPS[index] as IndustryReporterStep))
      }
      aria-label="Industry reporter steps"
    >
      {INDUSTRY_REPORTER_STEPS.map((s) => (
        <Stepper.Step key={s} label={STEP_LABELS[s]} />
      ))}
    </Stepper>
  );
}
