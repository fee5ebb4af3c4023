import reviewerOne from '../artwork/reviewer-1.svg';
import reviewerTwo from '../artwork/reviewer-2.svg';
import reviewerThree from '../artwork/reviewer-3.svg';

/** A testimonial: name, image, description, position. */
export interface Testimonial {
  name: string;
  image: string;
  position: string;
  description: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Raman',
    image: reviewerOne,
    position: 'Operations Director, Northgate Dental Group',
    description:
      'We used to lose a third of our calls at lunchtime. Now every patient gets an answer, appointments land straight in our calendar, and no-shows dropped by almost half in the first two months.',
  },
  {
    name: 'Marcus Webb',
    image: reviewerTwo,
    position: 'Head of Sales, Brightline Realty',
    description:
      'Our agents only speak to buyers who are ready now. The AI calls every new lead within a minute, asks the questions we would ask, and books the viewing. Setting it up took one afternoon.',
  },
  {
    name: 'Elena Duarte',
    image: reviewerThree,
    position: 'Customer Care Lead, Solace Insurance',
    description:
      'Renewal calls used to take a team of six a whole month. The agent now handles them in a week, reads our disclosures word for word, and passes the tricky cases to us with a clear summary.',
  },
];
