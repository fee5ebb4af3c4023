// @ts-check
// What each demo agent says on its default sample call, and what the caller says back: the build speaks these
// lines into each agent's synthesized sample (its audio and captions), and a page can show them as the
// transcript before the sample's files are fetched. A deployment's own recordings replace the audio and captions.
//
// Plain JavaScript so the build, in Node, reads it as it is.

/** @typedef {'agent' | 'caller'} SampleSpeaker */
/** @typedef {{ speaker: SampleSpeaker; text: string }} SampleScriptLine */

/**
 * Agent key → its call: the agent's voice (matching the name it introduces itself by), and the lines in the order
 * spoken.
 */
export const SAMPLE_SCRIPTS = /** @type {const} */ ({
  leadQualification: {
    agentVoice: 'female',
    lines: [
      {
        speaker: 'agent',
        text: 'Hi, this is Ava from Harbor Homes. You asked about the two bedroom apartment on Elm Street. Is now a good time?',
      },
      { speaker: 'caller', text: 'Yes, go ahead. Is it still available?' },
      { speaker: 'agent', text: 'It is. To find you the right places, what monthly budget do you have in mind?' },
      { speaker: 'caller', text: 'Around two thousand a month, maybe a little more for the right place.' },
      { speaker: 'agent', text: 'That fits. Elm Street is nineteen fifty. When would you like to move?' },
      { speaker: 'caller', text: 'Some time in March.' },
      { speaker: 'agent', text: 'Great. Dana, our agent for that area, can show it to you on Saturday at eleven. Shall I book it?' },
      { speaker: 'caller', text: 'Saturday at eleven works.' },
      { speaker: 'agent', text: "Done. You will get a text with the address and Dana's number. Thanks, and see you Saturday." },
    ],
  },
  appointmentBooking: {
    agentVoice: 'male',
    lines: [
      { speaker: 'agent', text: 'Thank you for calling Riverside Family Clinic, this is Noah. How can I help?' },
      { speaker: 'caller', text: 'Hi, I need to move my appointment with Doctor Patel on Thursday.' },
      { speaker: 'agent', text: 'Of course. Can I have your name and date of birth?' },
      { speaker: 'caller', text: 'Maria Lopez, fourth of June, nineteen eighty six.' },
      {
        speaker: 'agent',
        text: 'Thank you, Maria. I see Thursday at nine. Doctor Patel is free on Friday at two thirty, or Monday at ten.',
      },
      { speaker: 'caller', text: 'Friday at two thirty, please.' },
      { speaker: 'agent', text: 'All set: Friday at two thirty with Doctor Patel. I will send the details by text. Anything else?' },
      { speaker: 'caller', text: 'No, that is all. Thanks!' },
      { speaker: 'agent', text: 'You are welcome, Maria. Take care.' },
    ],
  },
  salesQualification: {
    agentVoice: 'female',
    lines: [
      {
        speaker: 'agent',
        text: 'Hi, this is Mia from Brightside Solar, following up on your request for a quote. Do you have two minutes?',
      },
      { speaker: 'caller', text: 'Sure, two minutes.' },
      { speaker: 'agent', text: 'Thanks. Do you own the home, and roughly what is your monthly electric bill?' },
      { speaker: 'caller', text: 'We own it. The bill is about one eighty in summer.' },
      { speaker: 'agent', text: 'And which way does the main roof face, and how old is it?' },
      { speaker: 'caller', text: 'South, and it was replaced four years ago.' },
      {
        speaker: 'agent',
        text: 'That is ideal. Homes like yours often cut the bill by more than half. Could our advisor visit this week for a free estimate?',
      },
      { speaker: 'caller', text: 'Wednesday evening would be best.' },
      { speaker: 'agent', text: 'Wednesday at six it is. Our advisor, James, will bring a full estimate. Thanks for your time!' },
    ],
  },
  customerSupport: {
    agentVoice: 'male',
    lines: [
      { speaker: 'agent', text: 'Hi, you have reached Northwind support, this is Liam. What can I do for you today?' },
      { speaker: 'caller', text: 'My order was meant to arrive yesterday, and it is still not here.' },
      { speaker: 'agent', text: 'Sorry about that. Can you give me the order number from your confirmation e-mail?' },
      { speaker: 'caller', text: 'It is four eight two, seven one five.' },
      {
        speaker: 'agent',
        text: 'Thanks. I see it: the courier had a delay at the depot, and it is out for delivery today, before six p.m.',
      },
      { speaker: 'caller', text: 'Okay. And if it does not come today?' },
      {
        speaker: 'agent',
        text: 'Then call us back and a colleague will send a replacement the same day. I have also refunded your shipping fee.',
      },
      { speaker: 'caller', text: 'Oh, that is nice. Thank you.' },
      { speaker: 'agent', text: 'My pleasure. Have a good day!' },
    ],
  },
  reservationAssistant: {
    agentVoice: 'female',
    lines: [
      { speaker: 'agent', text: 'Good evening, Olive and Vine, this is Sofia. Would you like to book a table?' },
      { speaker: 'caller', text: 'Yes, a table for four this Friday, around eight.' },
      { speaker: 'agent', text: 'Let me check. I have eight fifteen on the terrace, or eight thirty inside. Which do you prefer?' },
      { speaker: 'caller', text: 'The terrace at eight fifteen sounds lovely.' },
      { speaker: 'agent', text: 'Wonderful. May I have a name for the booking? And any allergies I should tell the kitchen about?' },
      { speaker: 'caller', text: 'Under Chen. One of us is allergic to peanuts.' },
      { speaker: 'agent', text: 'Noted: no peanuts for one guest. It is a birthday, perhaps?' },
      { speaker: 'caller', text: "Actually, yes, my wife's birthday." },
      {
        speaker: 'agent',
        text: 'Then we will have a small dessert ready. Table for four, Friday at eight fifteen, under Chen. See you then!',
      },
    ],
  },
  educationalReceptionist: {
    agentVoice: 'male',
    lines: [
      { speaker: 'agent', text: 'Hello, Lakeside College admissions, this is Ethan. How can I help?' },
      { speaker: 'caller', text: 'Hi, I am interested in the web development course. When does it start?' },
      { speaker: 'agent', text: 'The next group starts on the fifteenth of September. It runs twelve weeks, three evenings a week.' },
      { speaker: 'caller', text: 'And how much is it?' },
      { speaker: 'agent', text: 'Two thousand four hundred, and you can pay in three instalments. Have you done any coding before?' },
      { speaker: 'caller', text: 'A little HTML, nothing serious.' },
      {
        speaker: 'agent',
        text: 'That is plenty to start. Would you like to visit the campus and meet a teacher? We have tours on Tuesday at five.',
      },
      { speaker: 'caller', text: 'Tuesday works for me.' },
      { speaker: 'agent', text: 'Great, you are booked for Tuesday at five. I will e-mail you the course outline and a map.' },
    ],
  },
  mortgageSupport: {
    agentVoice: 'female',
    lines: [
      {
        speaker: 'agent',
        text: 'Hi, this is Grace from Keystone Mortgage, about the application you started online. Is now a good time?',
      },
      { speaker: 'caller', text: 'Yes, I have a few minutes.' },
      { speaker: 'agent', text: 'Thank you. Are you buying your first home, or refinancing?' },
      { speaker: 'caller', text: 'First home, at around three hundred thousand.' },
      { speaker: 'agent', text: 'And how much do you plan to put down?' },
      { speaker: 'caller', text: 'About thirty thousand.' },
      { speaker: 'agent', text: 'Ten percent, good. An advisor will need your last two pay slips and bank statements.' },
      { speaker: 'caller', text: 'I can get those. What happens next?' },
      {
        speaker: 'agent',
        text: 'Our advisor, Rachel, can call you tomorrow at four to go through your options. Does that suit you?',
      },
      { speaker: 'caller', text: 'Tomorrow at four is fine.' },
      { speaker: 'agent', text: 'Booked. Rachel will call you then. Thank you!' },
    ],
  },
  policyRenewal: {
    agentVoice: 'male',
    lines: [
      {
        speaker: 'agent',
        text: 'Hello, this is Lucas from Summit Insurance. Your car policy renews at the end of the month. Do you have a moment?',
      },
      { speaker: 'caller', text: 'Sure, what do you need?' },
      { speaker: 'agent', text: 'Just to check a few details. Are you still driving the same car, and is your address the same?' },
      { speaker: 'caller', text: 'Same car. But we moved in May.' },
      { speaker: 'agent', text: 'Thanks for telling me. What is the new postcode?' },
      { speaker: 'caller', text: 'Nine four one one zero.' },
      {
        speaker: 'agent',
        text: 'Updated. Your premium stays at sixty two a month. Since you now park on the street, would you like to add theft cover for eight dollars more?',
      },
      { speaker: 'caller', text: 'Yes, let us add that.' },
      { speaker: 'agent', text: 'Done. Your renewal documents will arrive by e-mail today. Thanks for staying with Summit!' },
    ],
  },
});
