"""Fights against one kind of creature, as ``worm sim`` plays them (issue 22's imps).

    uv run python bench/creature_fights.py                       # 4 × deconstruction imps
    uv run python bench/creature_fights.py --creature skeleton_jellies --count 2 --seeds 200

For seeds 0 to N-1 a fresh guild of three is set upon in its first room by COUNT of the
creature, and the autoplay guild fights it out with every invariant checked
(``worm.text.sim.fight``). Prints how the fights ended, the guild's survival and the rounds.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from worm.engine import events as ev
from worm.engine.log import EventLog as Log
from worm.text import sim


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--creature", default="deconstruction_imps")
    parser.add_argument("--count", type=int, default=4)
    parser.add_argument("--seeds", type=int, default=100)
    args = parser.parse_args()
    sim.band = lambda seed, pack=None: (args.creature, args.count)  # type: ignore[assignment]
    fired: Counter[str] = Counter()
    emit = Log.emit

    def counting(self: Log, kind: type[ev.Event], **fields: object) -> ev.Event:
        if kind is ev.Gm and _appendix_c(str(fields.get("rule", ""))):
            fired[f"{str(fields.get('why', '')).split(':')[0]} ({fields['rule']})"] += 1
        return emit(self, kind, **fields)

    Log.emit = counting  # type: ignore[method-assign]
    found = [sim.fight(seed) for seed in range(args.seeds)]
    Log.emit = emit  # type: ignore[method-assign]
    broken = [r for r in found if not r.finished]
    endings = Counter(r.ending for r in found)
    rounds = [r.rounds for r in found if r.finished]
    print(f"{args.seeds} fights, {args.count} × {args.creature}, guild of {sim.GUILD}")
    print(f"  broken runs: {len(broken)}; endings: {dict(sorted(endings.items()))}")
    print(
        f"  guild survival {sum(r.survived for r in found) / len(found):.0%}, "
        f"deaths per fight {sum(r.deaths for r in found) / len(found):.2f}, "
        f"rounds mean {statistics.mean(rounds):.2f} (max {max(rounds)}), "
        f"cards per fight {statistics.mean(r.cards for r in found):.1f}"
    )
    for rule, n in fired.most_common(12):
        print(f"  creature rule fired {n:5} times: {rule}")


def _appendix_c(rule: str) -> bool:
    """Whether a ruling cites a page of Appendix C (pp. 241–288)."""
    page = rule.removeprefix("p. ")
    return page.isascii() and page.isdigit() and 241 <= int(page) <= 288


if __name__ == "__main__":
    main()
