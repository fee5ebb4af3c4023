// Through the package names: the controls and the navigation are the page's shared singletons.
import { continueDemoCall, declineDemoCall } from '@callvera/shared/demo-call';
import { SiteLink } from '@callvera/shared/navigation';
import { useFocusedWhenShown } from '../focus/use-focused-when-shown';

// Its words live here, not in the shared store module, so they load with the cards and not with every page.
const DEMO_CALL_CONSENT = {
  text: "You'll talk to an AI agent. The call is processed to run this demo.",
  privacyLinkText: 'Privacy policy',
  privacyPath: '/privacy-policy',
  continueLabel: 'Continue',
  cancelLabel: 'Cancel',
} as const;

export interface DemoCallConsentPromptProps {
  /** Styles the prompt; its text, link and buttons are plain elements inside it. */
  className?: string;
  /** Names the agent the call is with, for the group's accessible name. */
  agentRole: string;
}

/**
 * The one line a visitor agrees to, in the card they pressed, before anything
 * opens the microphone or reaches the demo service. Focus moves to Continue,
 * because the Listen button it replaces is gone.
 */
export function DemoCallConsentPrompt({ className, agentRole }: DemoCallConsentPromptProps) {
  const continueRef = useFocusedWhenShown<HTMLButtonElement>();
  return (
    <div className={className} role="group" aria-label={`Before the call with the ${agentRole} agent`}>
      <p>
        {DEMO_CALL_CONSENT.text} <SiteLink to={DEMO_CALL_CONSENT.privacyPath}>{DEMO_CALL_CONSENT.privacyLinkText}</SiteLink>
      </p>
      <div>
        <button type="button" className="pill-button" ref={continueRef} onClick={() => void continueDemoCall()}>
          {DEMO_CALL_CONSENT.continueLabel}
        </button>
        <button type="button" className="pill-button" onClick={declineDemoCall}>
          {DEMO_CALL_CONSENT.cancelLabel}
        </button>
      </div>
    </div>
  );
}
