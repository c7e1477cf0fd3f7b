"""The orcs' blood outside a Challenge (p. 64): a trap's or a hazard's Wound falls on Quicksilver
Blood or Poison Blood.

- *Quicksilver Blood*: the metal weapon that Wounded it is Destroyed. A trap whose one weapon it
  was (the pendulum's blade, the portcullis' spike) is harmless from then on: the guild is past
  it; a trap that shoots many has lost only the one that struck.
- *Poison Blood*: whatever bit it suffers Critical damage (p. 125), which a trap's hungry thing
  does not live through: the guild is past it. A mouth of stone, or a room's feature that bites
  (the Altar of Iron Teeth), has no blood for the venom.

A trap once set off, or once a way past it is tried, is past already (``worm.engine.traps``,
``worm.engine.explore.act``): there the blood changes what the GM tells, not what the guild
may do next. It counts where a probe of a trap that keeps it live goes wrong.

Which Wounds are bites and which are metal is the GM's reading (``worm.gm.crawl_blows``); in a
Challenge, a foe's blow is ruled by ``worm.engine.actions.blood``.
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.content.features import Trap
from worm.engine import trap_source
from worm.engine.table import Table
from worm.gm import crawl_blows
from worm.model.adventurer import Adventurer


def wounded(game: Table, key: str, before: Adventurer, text: str, cause: str) -> None:
    """After a Wound outside a Challenge on the adventurer ``key`` (``before`` it fell),
    narrated ``text``, from ``cause`` (a trap's name or the verb of what was tried)."""
    if game.challenge is not None:
        return
    a = game.guild.adventurer(key)
    fresh = set(a.conditions.wounded_talents) - set(before.conditions.wounded_talents)
    if not fresh & {"quicksilver_blood", "poison_blood"}:
        return
    room, trap, feature = trap_source.source(game, cause)
    what = trap.name if trap is not None else feature or "the thing"
    if "quicksilver_blood" in fresh and crawl_blows.metal(trap, text):
        if trap is not None and crawl_blows.disarmed(trap):
            _past(game, room, trap)
            done = f"{trap.name} has struck its last"
        else:
            done = "what struck is gone"
        game.ruling(
            "p. 64",
            f"the iron that cut {a.name} eats itself away in {grammar.possessive(a.name)} "
            f"quicksilver blood: Destroyed, and {done} (Quicksilver Blood)",
        )
    if "poison_blood" in fresh and crawl_blows.bites(trap, text):
        if feature is not None or not crawl_blows.poisonable(trap):
            game.ruling(
                "p. 64",
                f"{what} bit into {grammar.possessive(a.name)} black blood, but it is no "
                "living thing: the venom finds nothing to kill (Poison Blood)",
            )
            return
        if trap is not None:
            _past(game, room, trap)
        game.ruling(
            "p. 64",
            f"{what} bit into {grammar.possessive(a.name)} black blood: Critical damage, and "
            "it shudders and dies (Poison Blood)",
        )


def _past(game: Table, room: int, trap: Trap) -> None:
    state = game.state
    game.states[game.depth] = replace(state, passed=state.passed | {(room, trap.id)})
