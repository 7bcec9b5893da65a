'use client';

import dynamic from 'next/dynamic';

/*
 * The content blocks' client code (the category's slider, a video's player), loaded by the pages that show
 * them (see components/basket/basket-lazy.tsx): imported straight, they would join the scripts of every page
 * the catch-all route renders. Their images are drawn by the server and reach them as elements; their styles
 * come with the page's style sheets, as the server's frames (category-slider-block.tsx, video-view.tsx) import
 * the same CSS modules. Each is drawn in a Suspense boundary of its own (category-slider-block.tsx,
 * structured-text.tsx): without one, a page would not hydrate at all until the block's code had arrived, and a
 * tap meanwhile would be lost.
 */
export const CategorySlider = dynamic(() => import('./category-slider').then((module) => module.CategorySlider));
export const VideoBlock = dynamic(() => import('./video-block').then((module) => module.VideoBlock));
