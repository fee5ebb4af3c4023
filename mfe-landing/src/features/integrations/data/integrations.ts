import { siAnthropic, siDeepgram, siElevenlabs, siHubspot, siVonage, siZapier, type SimpleIcon } from 'simple-icons';

/** One brand per capability the product integrates with; marks come from the maintained simple-icons package. */
export interface Integration {
  category: string;
  icon: SimpleIcon;
}

export const INTEGRATIONS: readonly Integration[] = [
  { category: 'Speech recognition', icon: siDeepgram },
  { category: 'Automation', icon: siZapier },
  { category: 'Telephony', icon: siVonage },
  { category: 'Language model', icon: siAnthropic },
  { category: 'Voice synthesis', icon: siElevenlabs },
  { category: 'CRM & marketing', icon: siHubspot },
];
