"""Proud and Ancient's war cry (p. 51): in a Challenge a human of a noble house may spend
1 Resolve and Speak Incantation to shout the house's motto. The crier and every member of the
house who hears it have favor on their next action.

It is a Speak Incantation with the option ``war_cry`` (typed ``speak war cry``). Policy (p. 51):
every member of the house still fighting hears it unless Deafened; the favor is spent by the
next action of theirs that is revealed and played out (a face-down Dodge or Guard keeps it). A
kin talent is mastered and costs no XP (p. 28).
"""

from __future__ import annotations

from worm.engine import events as ev
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.challenge import Declared, Fighter, evolve

TALENT = "proud_and_ancient"
OPTION = "war_cry"
ROUSED = "war_cry"  # the mark on a fighter whose next action has the cry's favor
WORDS = frozenset({"war_cry", "war cry", "cry", "motto"})


def asked(option: str | None) -> bool:
    """Whether a Speak Incantation's option names the war cry."""
    return option is not None and option.strip().lower().replace("-", " ") in WORDS


def can(a: Adventurer) -> bool:
    """Whether ``a`` could cry the motto now: the talent unwounded, a house, 1 Resolve."""
    return a.usable(TALENT) is not None and a.house is not None and a.resolve >= 1


def ready(game: Table, a: Adventurer) -> str:
    """The book's "No" to a war cry that cannot be made (p. 51), else the option."""
    if a.usable(TALENT) is None:
        raise IllegalCommand(
            f"{a.name} has no war cry: it takes Proud and Ancient, unwounded (p. 51)"
        )
    if a.house is None or a.house not in game.pack.houses:
        raise IllegalCommand(f"{a.name} belongs to no house with a motto to cry (p. 51)")
    if a.resolve < 1:
        raise IllegalCommand(f"{a.name} has no Resolve left to cry the motto (p. 51)")
    return OPTION


def hearers(game: Table, crier: Fighter) -> list[Fighter]:
    """The crier and each house-mate still fighting who is not Deafened (policy, p. 51)."""
    house = fighters.adventurer(game, crier.key).house
    found = []
    for f in game.under_way().side("guild"):
        if not f.fighting or fighters.adventurer(game, f.key).house != house:
            continue
        if f.key != crier.key and "deafen" in fighters.suffered(game, f):
            continue
        found.append(f)
    return found


def cry(game: Table, fighter: Fighter, d: Declared) -> None:
    """Spend 1 Resolve, shout the motto, and mark the favor on everyone of the house who hears."""
    a = fighters.adventurer(game, fighter.key)
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
    game.log.emit(
        ev.Condition, who=a.name, change=f"Resolve {a.resolve - 1}", cause="crying the motto"
    )
    house = game.pack.houses[a.house or ""]
    heard = hearers(game, fighter)
    for f in heard:
        ch = game.under_way()
        game.challenge = ch.with_fighter(evolve(f, effects=f.effects | {ROUSED}))
    names = [f.name for f in heard]
    said = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    game.ruling(
        "p. 51",
        f"{a.name} cries House {house.name}'s motto, {house.motto!r}: favor on the next action "
        f"of {said} (Proud and Ancient)",
    )


def favor(game: Table, actor: Fighter) -> str | None:
    """The reason an action has the war cry's favor, or None."""
    if ROUSED not in actor.effects:
        return None
    return "a war cry of the house (p. 51)"


def acted(game: Table, d: Declared) -> None:
    """After an action of ``d.who`` is played out, the cry's favor is spent — but not by the cry
    itself, whose favor is for the crier's next action."""
    ch = game.challenge
    if ch is None or d.side != "guild" or (d.action == "Speak Incantation" and d.option == OPTION):
        return
    me = ch.fighter(d.who)
    if ROUSED in me.effects:
        game.challenge = ch.with_fighter(evolve(me, effects=me.effects - {ROUSED}))
