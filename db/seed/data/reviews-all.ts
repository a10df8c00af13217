import type { SeedReview } from '../types';
import { reviews } from './reviews';
import { reviewsCs } from './reviews-cs';
import { reviewsDe } from './reviews-de';
import { reviewsEn } from './reviews-en';
import { reviewsEs } from './reviews-es';
import { reviewsFr } from './reviews-fr';
import { reviewsHu } from './reviews-hu';
import { reviewsJa } from './reviews-ja';
import { reviewsPl } from './reviews-pl';
import { reviewsRo } from './reviews-ro';
import { reviewsSk } from './reviews-sk';

/** Every seed review: the first six per product keep their ids (rev-0001...), the others follow. */
export const allReviews: SeedReview[] = [
  ...reviews,
  ...reviewsEn,
  ...reviewsDe,
  ...reviewsJa,
  ...reviewsCs,
  ...reviewsEs,
  ...reviewsFr,
  ...reviewsHu,
  ...reviewsRo,
  ...reviewsSk,
  ...reviewsPl,
];
