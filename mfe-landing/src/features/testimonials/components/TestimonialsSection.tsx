import { LandingSection } from '../../../components/LandingSection';
import { TESTIMONIALS } from '../data/testimonials';
import { TestimonialCarousel } from './TestimonialCarousel';

export function TestimonialsSection() {
  return (
    <LandingSection
      id="reviews"
      eyebrow="Teams that never miss a call"
      title="Customer Reviews"
      intro="What operators, sales leads and support managers say after moving their phone lines to AI agents."
    >
      <TestimonialCarousel testimonials={TESTIMONIALS} />
    </LandingSection>
  );
}
