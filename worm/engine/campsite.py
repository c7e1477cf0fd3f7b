"""The Camp under way (chapter 8): finding it, marking its steps and the actions taken, for
the modules that play its parts (``camp``, ``camp_actions``, ``recovery``)."""

from __future__ import annotations

from dataclasses import replace

from worm.engine import events as ev
from worm.engine import fishing, restocking
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.camp import CampState
from worm.rules import camp as rules


def step(game: Table, step: int) -> None:
    """Mark the Camp's step (p. 136) in its state and the log."""
    game.camp = replace(current(game), step=step)
    game.log.emit(ev.CampStep, step=step, name=rules.STEPS[step - 1])


def current(game: Table) -> CampState:
    """The Camp under way; in the City, the fire lit for a Camp Action taken as the City Action
    (p. 156, ``worm.engine.city_camp``)."""
    if game.camp is None or game.phase not in ("camp", "city"):
        raise IllegalCommand("the guild is not in camp: making camp comes first (p. 136)")
    return game.camp


def able(game: Table, who: str) -> Adventurer:
    a = game.guild.adventurer(who)
    if not a.active:
        raise IllegalCommand(f"{a.name} cannot act: at Death's Door or dead (p. 31)")
    return a


def record(game: Table, who: str, action_id: str, result: str) -> None:
    camp = current(game)
    game.camp = replace(camp, acted=(*camp.acted, (who, action_id)))
    name = game.guild.adventurer(who).name
    game.log.emit(ev.CampAction, who=name, action=rules.BY_ID[action_id].name, result=result)


def why_not(game: Table, a: Adventurer, action_id: str) -> str | None:
    """Why ``a`` cannot take ``action_id`` in the Camp under way (``worm.rules.camp.why_not``
    with what the Camp knows: rooms walked, who has acted, who rests)."""
    camp = current(game)
    taken = tuple(w for w, _ in camp.acted)
    return rules.why_not(
        a,
        action_id,
        game.guild,
        game.pack,
        walked=len(game.walked),
        taken=taken,
        rested=camp.rested,
        fishing=fishing.may_fish(game, a),
    )


def talents(game: Table, a: Adventurer) -> tuple[str, ...]:
    """The camp talents ``a`` can use now in the Camp under way (Chirurgery needs a patient)."""
    camp = current(game)
    patient = any(
        w != a.id and not game.guild.adventurer(w).conditions.stressed for w in camp.rested
    )
    animals = bool(game.guild.companions_of(a.id))
    return rules.camp_talents(a, patient=patient, animals=animals)


def level_creatures(game: Table) -> list[str]:
    """The creatures of this level, what a book may be asked about (Read a Book, p. 137):
    its wandering ones, then its rooms' (no repeats)."""
    found: list[str] = []
    for entry in restocking.entries(game.level, game.state):
        creature = entry.get("creature")
        if creature and creature in game.pack.monsters and creature not in found:
            found.append(creature)
    for stock in game.level.stock:
        for creature in stock.denizens:
            if creature in game.pack.monsters and creature not in found:
                found.append(creature)
    return found
