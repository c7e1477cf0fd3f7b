"""Maleficent Retribution (the ungoat, p. 281): each Wound an adventurer deals it directly
makes them draw on a random far realm's maleficence table (pp. 201–203).

The stand-in monster fights as the book's goblins (HD 2/1) given the ungoat's note; each test
checks the same blow without it. Seed 5's guild: Patty (blade and heavy shield), Offa, Svein.
"""

from __future__ import annotations

from tests.unit.engine.test_creature_dooms import (
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    note,
    ready,
    rulings,
    wounds_to,
)
from worm.engine import events as ev
from worm.engine.actions import harm


def drawn(events: list[ev.Event]) -> int:
    """How many maleficence draws the events show: an entry told, or the Fool sparing."""
    told = [e for e in events if isinstance(e, ev.Narration) and e.text.startswith("Maleficence")]
    spared = [why for why in rulings(events, "p. 201") if "the Fool" in why]
    return len(told) + len(spared)


def test_each_wound_dealt_an_ungoat_draws_on_a_maleficence_table(fighting_as) -> None:  # noqa: F811
    """p. 281: Patty's blow of 2 Wounds lands two direct Wounds, and she draws twice, each on
    a realm the GM names as drawn at random."""
    game = ready()
    fighting_as(notes=(note(game, "ungoat", "Maleficent Retribution"),))
    key = foe(game)
    name = game.challenge.fighter(key).name
    mark = len(game.log.events)
    harm.harm_foe(game, key, 2, by=member(game, "Patty"))
    events = game.log.events[mark:]
    assert wounds_to(events, name) == 2
    ruled = rulings(events, "p. 281")
    assert len(ruled) == 2
    assert all("Patty" in why and "at random" in why for why in ruled)
    assert drawn(events) == 2


def test_a_wound_to_a_creature_without_the_note_draws_nothing(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(notes=())
    mark = len(game.log.events)
    harm.harm_foe(game, foe(game), 2, by=member(game, "Patty"))
    assert drawn(game.log.events[mark:]) == 0


def test_harm_from_no_adventurer_draws_nothing(fighting_as) -> None:  # noqa: F811
    """p. 281 punishes the attacker: a Wound from an ally of the guild (no adventurer) draws
    on no table."""
    game = ready()
    fighting_as(notes=(note(game, "ungoat", "Maleficent Retribution"),))
    mark = len(game.log.events)
    harm.harm_foe(game, foe(game), 1, cause="struck by a hireling's dog")
    events = game.log.events[mark:]
    assert wounds_to(events, game.challenge.fighter(foe(game)).name) == 1
    assert drawn(events) == 0
