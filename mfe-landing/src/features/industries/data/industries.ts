import healthcareImage from '../artwork/healthcare.svg';
import realEstateImage from '../artwork/real-estate.svg';
import financeImage from '../artwork/finance.svg';
import retailImage from '../artwork/retail.svg';
import educationImage from '../artwork/education.svg';
import hotelImage from '../artwork/hotel.svg';
import saasImage from '../artwork/saas.svg';
import homeServicesImage from '../artwork/home-services.svg';
import travelImage from '../artwork/travel.svg';
import insuranceImage from '../artwork/insurance.svg';

/** An industry chip: label, image, description (plus the alt text every image needs). */
export interface Industry {
  id: string;
  label: string;
  image: string;
  imageAlt: string;
  description: string;
}

/** The ten chips, in page order; the first is selected at start. */
export const INDUSTRIES: readonly Industry[] = [
  {
    id: 'healthcare',
    label: 'Healthcare and Medical Practices',
    image: healthcareImage,
    imageAlt: 'A heart with a pulse line beside a live call card',
    description:
      'Patients reach the practice on the first ring, day or night. The agent books and moves appointments against your calendar, sends reminders that cut no-shows, answers questions about hours, insurance and preparation, and routes urgent calls to your staff at once.',
  },
  {
    id: 'real-estate',
    label: 'Real Estate',
    image: realEstateImage,
    imageAlt: 'A house outline beside a live call card',
    description:
      'Every portal enquiry gets a call back within a minute. The agent asks about budget, area, financing and move date, books viewings into the right agent’s diary, and keeps cold leads warm with polite follow-ups until they are ready.',
  },
  {
    id: 'finance',
    label: 'Financial Services',
    image: financeImage,
    imageAlt: 'A rising bar chart beside a live call card',
    description:
      'Pre-screen loan and account applicants, confirm documents, chase missing information and schedule advisor calls. Scripts stay consistent on every call, and each conversation is recorded and summarised for your compliance team.',
  },
  {
    id: 'retail',
    label: 'E-commerce & Retail',
    image: retailImage,
    imageAlt: 'A shopping bag beside a live call card',
    description:
      'Answer “where is my order?”, returns and stock questions without a queue. The agent looks up orders through your integrations, recovers abandoned carts with a friendly call, and gathers product feedback after delivery.',
  },
  {
    id: 'education',
    label: 'Education & Training',
    image: educationImage,
    imageAlt: 'A graduation cap beside a live call card',
    description:
      'Prospective students get clear answers about courses, fees and start dates, and can book a campus tour or an advisor call in the same conversation. Enrolment reminders and attendance follow-ups run on their own.',
  },
  {
    id: 'hotel',
    label: 'Hotel',
    image: hotelImage,
    imageAlt: 'A hotel bed beside a live call card',
    description:
      'Take room bookings, late check-out requests and spa reservations at any hour, in the guest’s language. Front-desk staff stay with the guests in front of them while the agent handles the phone.',
  },
  {
    id: 'saas',
    label: 'SaaS',
    image: saasImage,
    imageAlt: 'A cloud with an upload arrow beside a live call card',
    description:
      'Qualify trial sign-ups, book demos for your sales team, and call accounts that have gone quiet before they churn. The agent logs every outcome to your CRM so nobody has to type up notes.',
  },
  {
    id: 'home-services',
    label: 'Home Services',
    image: homeServicesImage,
    imageAlt: 'A wrench beside a live call card',
    description:
      'Never miss a job because the team is on site. The agent takes the details of the problem, quotes your call-out fee, books a visit window and texts the customer a confirmation, even at midnight.',
  },
  {
    id: 'travel',
    label: 'Travels & Hospitality',
    image: travelImage,
    imageAlt: 'A paper plane beside a live call card',
    description:
      'Handle booking changes, itinerary questions and restaurant reservations during peak season without hiring temporary staff. Travellers get instant answers, and complex trips are passed to your specialists with full context.',
  },
  {
    id: 'insurance',
    label: 'Insurance Companies',
    image: insuranceImage,
    imageAlt: 'A shield with a check mark beside a live call card',
    description:
      'Remind policyholders of renewals, confirm their details, take first notice of loss and suggest cover that fits their changes. Every call follows your approved wording, with disclosures read the same way each time.',
  },
];
