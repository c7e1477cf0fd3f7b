"""What the GM's creatures perceive in a fight (rules ``worm.rules.perception``): a band with
Second Sight (p. 267) strikes a Shrouded adventurer without the disfavor the Shroud gives
(p. 13), and one that senses or smells magic (pp. 248, 254) does so when magic made the
Shroud — the Shroud spell or a jinn potion, which ``bespell`` marks."""

from __future__ import annotations

from worm import grammar
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.model.challenge import Fighter, evolve
from worm.rules import perception


def bespell(game: Table, key: str) -> None:
    """The Shroud now on ``key`` is magic's (a spell, a potion): it can be sensed."""
    ch = game.challenge
    if ch is None:
        return
    me = ch.fighter(key)
    if perception.SHROUD in me.effects:
        game.challenge = ch.with_fighter(evolve(me, effects=me.effects | {perception.SPELLBOUND}))


def seer(game: Table, band: str, target: Fighter) -> str | None:
    """The note by which the band ``band`` sees the Shrouded ``target``, or None."""
    if target.side != "guild" or game.under_way().group(band).side != "foes":
        return None
    notes = [n.name for n in fighters.block(game, band).notes]
    if perception.senses_magic(notes) is None:
        return None  # most bands: nothing to see with, so no need to look at the target
    marks = (*fighters.suffered(game, target), *target.effects)
    return perception.sees(notes, marks)


def told(game: Table, band: str, target: Fighter) -> bool:
    """Rule that the band ``band`` sees through ``target``'s Shroud, when it does."""
    note = seer(game, band, target)
    if note is None:
        return False
    verb = "see" if note == perception.SECOND_SIGHT else "sense"
    name = game.under_way().group(band).name
    game.ruling(
        f"p. {perception.PAGE[note]}",
        f"{note}: {grammar.agree(name, verb)} {target.name} through the Shroud: no disfavor for it",
    )
    return True
