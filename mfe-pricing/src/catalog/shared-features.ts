/** The "All Plans Include" card: what every plan gets */
export const ALL_PLANS_INCLUDE: readonly string[] = [
  'Call transfer to a human',
  'Automated booking and scheduling',
  'Automated SMS on calls',
  'Unlimited AI assistants',
  'Academy access',
  'Batch calling',
  'Call recording and transcription',
  'Call summaries',
  'Customer sentiment analysis',
  'Success evaluation',
  'Advanced analytics dashboard',
  'Voice synthesis integration',
  'Language model integration',
  'Voicemail detection',
  'Phone number import from two carriers',
];
