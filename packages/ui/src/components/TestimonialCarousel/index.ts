export { TestimonialCarousel } from './TestimonialCarousel';
export type { Testimonial, TestimonialCarouselProps } from './TestimonialCarousel';
