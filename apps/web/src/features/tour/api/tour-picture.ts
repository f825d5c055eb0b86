import type { ImgTrialData, StoryToPromptData } from '@storycat/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface TourScene {
  who: string;
  where: string;
  what: string;
}

/** The tour's picture: who/where/what → a picture prompt → a trial picture (spec part 2 §7; no book, no points). */
export async function drawTourPicture(scene: TourScene, style: string): Promise<string> {
  const prompt = await api.get<StoryToPromptData>('/api/tool/story-to-prompt', { ...scene });
  const picture = await api.get<ImgTrialData>('/api/tool/prompt-to-img-trial', {
    story_pic_prompt: prompt.data.story_pic_prompt,
    style,
  });
  return picture.data.story_pic_ai;
}

export function useTourPicture() {
  return useMutation({
    mutationFn: ({ scene, style }: { scene: TourScene; style: string }) => drawTourPicture(scene, style),
  });
}
