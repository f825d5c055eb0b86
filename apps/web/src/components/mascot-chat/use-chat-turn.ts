import { useMutation } from '@tanstack/react-query';
import type { ChatData } from '@storycat/contract';
import { api } from '../../lib/api.ts';
import type { ChatRequestBody } from './chat-state.ts';

/** POST /api/chat: one turn of the mascot's conversation; the browser keeps the conversation itself. */
export const sendChatTurn = async (body: ChatRequestBody) => (await api.post<ChatData>('/api/chat', body)).data;

export function useChatTurn() {
  return useMutation({ mutationFn: sendChatTurn });
}
