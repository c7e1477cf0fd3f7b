"""The spells of Appendix A cast by the GM's creatures: the strategist's Sorcery (p. 251,
Wands 3) and the Yellow King's Day of Tears and Mourning (p. 269, Wands 6). A lesser doom
is played as Speak Incantation and a greater doom discarded in place of Resolve.

The stand-in monster fights as the book's goblins (``fight_kit``) given the doom and the
Wands; seed 5's guild: Patty 11, Offa 12 and Svein 3, face up, all in the first zone.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give, set_initiative
from tests.unit.engine.test_counter_spell import counter
from tests.unit.engine.test_creature_dooms import (  # noqa: F401  (fixtures)
    doom,
    fighting_as,
    member,
    ready,
    rulings,
    struck,
)
from tests.unit.engine.test_talents_in_fights import teach
from worm import tarot
from worm.engine import antagonists, challenge
from worm.engine import events as ev
from worm.engine.actions import counter_spell
from worm.engine.session import Game
from worm.model.challenge import GM
from worm.rules import incantations

CASTERS = [
    ("strategist", incantations.SORCERY, 3, 251),
    ("lich_yellow_king", incantations.DAY_OF_TEARS, 6, 269),
]


def casting(fighting_as, owner: str, name: str, wands: int) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    game = ready()
    fighting_as(greater=(doom(game, owner, name),), wands=wands)
    shown = (("Patty", "Page of Cups"), ("Offa", "Knight of Cups"), ("Svein", "Three of Cups"))
    for who, card in shown:
        set_initiative(game, member(game, who), card, shown=True)
    teach(game, "Offa", counter_spell.TALENT, None)
    return game


def cast(game: Game) -> list[ev.Event]:
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == incantations.ACTION
    declared = antagonists._declare(game, "foes", plan, minor=False)
    challenge.reveal(game, declared)
    return game.log.events[mark:]


@pytest.mark.parametrize(("owner", "name", "wands", "page"), CASTERS)
def test_the_creature_casts_withering_at_the_lowest_initiative(
    fighting_as,  # noqa: F811
    struck: list[str],  # noqa: F811
    owner: str,
    name: str,
    wands: int,
    page: int,
) -> None:
    """The Emperor (4) + Wands reaches Svein's 3: Withering (p. 208) deals him a Wound, the
    greater doom (The Sun) is discarded with the lesser (policy ``worm.gm.incantations``)."""
    game = casting(fighting_as, owner, name, wands)
    give(game, GM, "The Emperor", "The Sun")
    events = cast(game)
    spell = next(e for e in events if isinstance(e, ev.Action))
    assert (spell.value, spell.vs) == (4 + wands, 3)
    assert spell.result == "Withering: takes hold"
    assert struck == [member(game, "Svein")]
    assert tarot.card_named("The Sun") in game.decks.major.discard_pile
    said = " ".join(rulings(events, f"p. {page}"))
    assert "Withering" in said and "Svein" in said


def test_without_a_greater_doom_there_is_no_sorcery(fighting_as) -> None:  # noqa: F811
    game = casting(fighting_as, "strategist", incantations.SORCERY, 3)
    give(game, GM, "The Emperor", "Strength")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action != incantations.ACTION


def test_a_counter_names_the_spell_and_stops_its_wound(
    fighting_as,  # noqa: F811
    struck: list[str],  # noqa: F811
) -> None:
    """Counter-spell (p. 82) against the strategist's Withering: Ten of Wands + Offa's Wands
    4 = 14 beats 4 + 3 = 7; no Wound lands."""
    game = casting(fighting_as, "strategist", incantations.SORCERY, 3)
    teach(game, "Offa", counter_spell.TALENT)
    give(game, member(game, "Offa"), "Ten of Wands", "Two of Cups")
    give(game, GM, "The Emperor", "The Sun")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None
    declared = antagonists._declare(game, "foes", plan, minor=False)
    game.challenge = replace(game.challenge, queue=(declared,), step="reveal")
    challenge.advance(game)
    assert game.challenge.step == "interrupt"
    events = counter(game, "Ten of Wands")
    shown = next(e for e in events if isinstance(e, ev.Action) and e.action == counter_spell.ACTION)
    assert shown.result == "Withering fizzles out"
    assert struck == []
