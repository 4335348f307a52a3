// Records shared by the end-to-end tests and the page benchmarks (scripts/perf/).

/** A 60-move Cờ gánh game, Medium (Red) against Easy (tests/review.rs's game::<Ganh>(1, 60)):
 * the review test's and the review benchmark's game. */
export const GAME60 = `co-dan-gian record 1
game: ganh
options: forced=opening first=red repetition=on no-progress=on vay=group
seed: 1
start: standard
moves: a3-b4, d5-d4, c1-d2, d4-c3, d1-c1, d2-d1, e2-d2, e5-d5, e1-e2, a4-a3, c3-b2, a5-a4, e2-e1, a4-a5, b2-c3, a3-b2, c1-c2, b2-c1, a2-b2, b4-a3, c3-b4, d5-d4, b4-a4, e4-e5, e1-e2, e3-d3, e2-e3, d4-c4, b2-c3, d3-d4, a3-b4, e5-e4, d2-e2, d4-d3, b4-b3, c3-b2, c2-c3, b2-c2, a4-b4, c2-b2, d3-d4, c1-d2, d1-c1, c3-c2, b3-a3, b2-b3, a3-b2, d2-c3, e2-d2, a1-a2, e3-d3, d4-d5, c5-d4, a2-a1, c4-c5, c3-c4, d3-c3, d5-e5, c5-d5, b4-c5
redo:
position: RBBBR/..RRR/.RR../.RRR./BRR.. r -
`;

/** A Cờ gánh record whose players shuffle one piece back and forth for `plies` plies: the
 * long-link test's and the link benchmark's record. */
export function shuffle(plies) {
  const cycle = ['a3-b3', 'e3-d3', 'b3-a3', 'd3-e3'];
  const moves = Array.from({ length: plies }, (_, i) => cycle[i % 4]).join(', ');
  return `co-dan-gian record 1\ngame: ganh\noptions: repetition=off no-progress=off\nmoves: ${moves}\n`;
}
