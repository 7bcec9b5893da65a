'use client';

import dynamic from 'next/dynamic';
import { readyImport } from '@/lib/ready-import';
// Their styles come with the page's own style sheets (see components/product/product-lazy.tsx).
import './category-slider.module.css';
import './video-block.module.css';

/*
 * The content blocks' client code (the category's slider, a video's player), loaded by the pages that show
 * them (see components/basket/basket-lazy.tsx): imported straight, they would join the scripts of every page
 * the catch-all route renders. Their images are drawn by the server and reach them as elements. Each is drawn
 * in a Suspense boundary of its own (its `…-block.tsx`), so the rest of the page hydrates while its code is on
 * its way; `readyImport` lets the server draw it in place, so the page's HTML shows it without JavaScript.
 */
export const CategorySlider = dynamic(readyImport(() => import('./category-slider').then((module) => module.CategorySlider)));
export const VideoBlock = dynamic(readyImport(() => import('./video-block').then((module) => module.VideoBlock)));
