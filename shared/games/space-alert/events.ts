/** The log events of Space Alert; cards in them are redacted for viewers who may not see them (view.ts). */
import type { Half, WatchZone } from './state';

export type SpaceAlertEvent =
  | { type: 'placed'; seat: number; member: number; android: boolean; slot: number; half: Half; card?: string }
  | { type: 'removed'; seat: number; member: number; android: boolean; slot: number; card?: string }
  | { type: 'swapped'; seat: number; member: number; from: number; to: number }
  | { type: 'advanced'; seat: number; phase: number }
  | { type: 'ready'; seat: number; jump: boolean }
  | { type: 'ready-phase'; seat: number; phase: number }
  | { type: 'watch'; seat: number; zone: WatchZone | null }
  | { type: 'deadline'; seat: number }
  | { type: 'announced'; id: string; at: number; text: string }
  | { type: 'drew'; seat: number; card?: string }
  | { type: 'gave'; seat: number; to: number | null; card?: string }
  | { type: 'resolved'; won: boolean; reason: string; score: number | null }
  | { type: 'campaign-vote'; seat: number; continue: boolean }
  | { type: 'campaign-repair'; seat: number; member: number; repair: 'tile' | 'bots' | 'nothing'; tile?: string };
