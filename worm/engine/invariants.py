"""Invariants of a game, checked between commands by ``worm sim`` and the tests.

Each check is a pure function of the game (or of the events a command added) and returns the
problems it finds as one-line messages, empty when all is well; :func:`enforce` raises them as
an :class:`~worm.errors.InvariantViolation`. The messages name zones, counts and cards that
are out of place, never a card still hidden in a draw pile.

- **cards**: all 57 + 21 cards are each in one place, and every card *elsewhere* is held by
  the Challenge (hands, Initiatives, face-down and declared cards), by the test waiting to be
  pushed, or by an adventurer as an inspiration card (High Chant, p. 79).
- **pools**: no foe's Health or Defense is negative (Health ``None`` is a pool without end).
- **the fallen**: an adventurer dead or at Death's Door is out of the fight; once dead, no
  ``action`` event names them again.
- **rounds**: no Challenge runs past ``challenge.MAX_ROUNDS`` rounds.
- **purses**: no adventurer's gold is negative; a City Phase is open only in the City.
- **experience**: no adventurer's XP is negative, and it moves only with an ``xp`` event
  (``worm.engine.xp``, p. 33) that says by how much and to what total.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TypeGuard

from worm import tarot
from worm.engine import challenge, inspiration
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import InvariantViolation


def cards(game: Table) -> list[str]:
    """Every card accounted for: in one pile each, and nothing out that nobody holds."""
    try:
        tarot.check(game.decks)
    except InvariantViolation as error:
        return [str(error)]
    held: list[tarot.Card] = []
    if game.challenge is not None:
        held.extend(game.challenge.cards())
    if game.pending is not None:
        held.extend(game.pending.test.cards)
    held.extend(inspiration.held(game))  # High Chant's cards (p. 79)
    holder = (
        "the Challenge and the waiting test" if game.challenge is not None else "the waiting test"
    )
    problems = []
    for deck in (game.decks.minor, game.decks.major):
        out = Counter(deck.elsewhere)
        kept = Counter(c for c in held if c.deck == deck.name)
        if out == kept:
            continue
        loose = sorted(c.name for c in (out - kept).elements())
        ghosts = sorted(c.name for c in (kept - out).elements())
        words = []
        if loose:
            words.append(f"out of the deck but held by nobody: {', '.join(loose)}")
        if ghosts:
            words.append(f"held but not out of the deck: {', '.join(ghosts)}")
        problems.append(
            f"the {deck.name} deck has {len(deck.elsewhere)} cards elsewhere and "
            f"{holder} hold {sum(kept.values())}: {'; '.join(words)}"
        )
    return problems


def pools(game: Table) -> list[str]:
    """No negative Health or Defense on any foe."""
    ch = game.challenge
    if ch is None:
        return []
    problems = []
    for fighter in ch.fighters:
        for part in fighter.parts:
            if part.health is not None and part.health < 0:
                problems.append(f"{fighter.name} ({part.name}) has Health {part.health}")
            if part.defense < 0:
                problems.append(f"{fighter.name} ({part.name}) has Defense {part.defense}")
    return problems


def fallen(game: Table) -> list[str]:
    """An adventurer who is dead or at Death's Door no longer fights (p. 126)."""
    ch = game.challenge
    if ch is None:
        return []
    problems = []
    for fighter in ch.side("guild"):
        a = next((a for a in game.guild.adventurers if a.id == fighter.key), None)
        if a is None:
            problems.append(f"{fighter.name} fights in the Challenge but is not in the guild")
        elif not a.active:
            c = a.conditions
            state = "dead" if c.dead else "stone" if c.stone else "at Death's Door"
            problems.append(f"{a.name} is {state} but still fights in the Challenge")
    return problems


def rounds(game: Table) -> list[str]:
    """A Challenge never runs past its last round."""
    ch = game.challenge
    if ch is not None and ch.round > challenge.MAX_ROUNDS:
        return [f"the Challenge is in round {ch.round}, past the limit of {challenge.MAX_ROUNDS}"]
    return []


def camping(game: Table) -> list[str]:
    """A Camp is under way only in its own phase or in the night's trouble it waits out
    (p. 140), never in the City; every Bond names a guild-mate (pp. 26–27)."""
    problems = []
    waiting = game.pending is not None or game.choice is not None  # the Camp goes on after
    if game.camp is not None and (game.phase == "city" or game.phase == "crawl" and not waiting):
        problems.append(f"a Camp at step {game.camp.step} is left open in the {game.phase}")
    if game.camp is None and game.phase == "camp":
        problems.append("the phase is camp but no Camp is under way")
    members = {a.id for a in game.guild.adventurers}
    for a in game.guild.adventurers:
        for bond in a.bonds:
            if bond.target not in members or bond.target == a.id:
                problems.append(f"{a.name} has a Bond with {bond.target!r}, no guild-mate")
    return problems


def purses(game: Table) -> list[str]:
    """No purse holds less than nothing (the tax and upkeep take only what is there, pp. 149,
    154), and a City Phase is under way only in the City."""
    problems = [f"{a.name} holds {a.gold} gold" for a in game.guild.adventurers if a.gold < 0]
    if game.city is not None and game.phase not in ("city", "over"):
        problems.append(f"a City Phase at step {game.city.step} is left open in the {game.phase}")
    return problems


def state(game: Table) -> list[str]:
    """Every check on the game as it stands between commands."""
    return [
        *cards(game),
        *pools(game),
        *fallen(game),
        *rounds(game),
        *camping(game),
        *purses(game),
    ]


def experience(
    events: Sequence[ev.Event], before: Mapping[str, int], game: Table
) -> tuple[list[str], dict[str, int]]:
    """XP changed only by ``xp`` events (p. 33) in ``events`` (those one command added): each
    sheet differs from ``before`` (XP by adventurer id) by exactly what its events logged, and
    ends at the last event's total; none is negative. A newcomer (an id not in ``before``)
    starts from what their sheet shows. Returns the problems and the XP by id after them."""
    now = {a.id: a.xp for a in game.guild.adventurers}
    ids: dict[str, str] = {}
    for a in sorted(game.guild.adventurers, key=lambda a: a.conditions.dead, reverse=True):
        ids[a.name] = a.id  # the living win a shared name
    logged: dict[str, int] = {}
    total: dict[str, int] = {}
    for event in events:
        if isinstance(event, ev.Xp) and event.who in ids:
            key = ids[event.who]
            logged[key] = logged.get(key, 0) + event.change
            total[key] = event.total
    problems = []
    for a in game.guild.adventurers:
        xp = now[a.id]
        if xp < 0:
            problems.append(f"{a.name} has {xp} XP")
        if a.id in before and xp != before[a.id] + logged.get(a.id, 0):
            problems.append(
                f"{a.name}'s XP went from {before[a.id]} to {xp}, but the xp events "
                f"logged {logged.get(a.id, 0):+d}"
            )
        if a.id in total and total[a.id] != xp:
            problems.append(f"{a.name}'s last xp event says {total[a.id]} XP, the sheet {xp}")
    return problems, now


def dead_acting(
    events: Sequence[ev.Event], dead: frozenset[str], game: Table
) -> tuple[list[str], frozenset[str]]:
    """Actions taken by the dead in ``events`` (those one command added), and the names of
    the dead after them. ``dead`` are the names known dead before. An adventurer's name counts
    as dead only while no living adventurer bears it (a newcomer may share a name)."""
    problems = []
    names = {a.name for a in game.guild.adventurers}
    living = {a.name for a in game.guild.adventurers if not a.conditions.dead}
    for event in events:
        if isinstance(event, ev.Action) and event.who in dead and event.who not in living:
            problems.append(
                f"{event.who} acts after death: {event.action} with "
                f"{event.card.name if event.card else 'no card'} (event "
                f"{event.seq})"
            )
        elif _death(event) and event.who in names:
            dead = dead | {event.who}
    return problems, dead


def _death(event: ev.Event) -> TypeGuard[ev.Wound | ev.Condition]:
    return (isinstance(event, ev.Wound) and event.taken_as == "death") or (
        isinstance(event, ev.Condition) and event.change == "dead"
    )


def enforce(problems: Sequence[str]) -> None:
    """Raise the problems found, if any, as one InvariantViolation."""
    if problems:
        raise InvariantViolation("; ".join(problems))
