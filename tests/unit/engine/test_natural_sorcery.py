"""A spirit's Natural Sorcery (p. 249): it casts one or two spells of its own far realm at
will, as Speak Incantation with a lesser doom, needing no component and spending no Resolve,
so no greater doom goes with it. Which realm and which spells: the policy
``worm.gm.far_realms`` (angels of the Welkin, daemons of the Weald, devils of the Waste).

The stand-in monster fights as the book's goblins given the spirit's doom, Wands 3 and the
spirit's id and name; seed 5's guild: Patty 11, Offa 12 and Svein 3, face up.
"""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import give, set_initiative
from tests.unit.engine.test_creature_dooms import (  # noqa: F401  (fixtures)
    doom,
    fighting_as,
    member,
    ready,
    rulings,
    struck,
)
from worm import tarot
from worm.engine import antagonists, challenge
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import far_realms
from worm.model.challenge import GM
from worm.rules import incantations

SPIRITS = [
    ("angels", "Angels", "Heavenfire", "blind"),
    ("daemons", "Daemons", "Gust of Wind", "displace"),
]


def spirit(fighting_as, creature: str, name: str) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    game = ready()
    fighting_as(
        lesser=(doom(game, "spirit", incantations.NATURAL_SORCERY),),
        greater=(),
        wands=3,
        id=creature,
        name=name,
    )
    shown = (("Patty", "Page of Cups"), ("Offa", "Knight of Cups"), ("Svein", "Three of Cups"))
    for who, card in shown:
        set_initiative(game, member(game, who), card, shown=True)
    return game


def cast(game: Game) -> list[ev.Event]:
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == incantations.ACTION
    assert plan.extra is None  # no greater doom rides with it
    declared = antagonists._declare(game, "foes", plan, minor=False)
    challenge.reveal(game, declared)
    return game.log.events[mark:]


@pytest.mark.parametrize(("creature", "name", "spell", "effect"), SPIRITS)
def test_a_spirit_casts_a_spell_of_its_realm_with_a_lesser_doom_alone(
    fighting_as,  # noqa: F811
    creature: str,
    name: str,
    spell: str,
    effect: str,
) -> None:
    """Four of Swords (4) + Wands 3 = 7 reaches Svein's 3; the spell of the spirit's realm
    takes hold of him, and the GM's hand held no greater doom to spend."""
    game = spirit(fighting_as, creature, name)
    give(game, GM, "Four of Swords")
    events = cast(game)
    action = next(e for e in events if isinstance(e, ev.Action))
    assert (action.value, action.vs) == (4 + 3, 3)
    assert action.result == f"{spell}: takes hold"
    assert effect in game.challenge.fighter(member(game, "Svein")).effects
    said = " ".join(rulings(events, "p. 249"))
    assert spell in said and far_realms.realm(creature, name).title() in said


def test_a_devil_withers_and_the_wound_lands(
    fighting_as,  # noqa: F811
    struck: list[str],  # noqa: F811
) -> None:
    """A spirit of the Waste casts Withering (p. 208): a Wound to Svein."""
    game = spirit(fighting_as, "devils", "Devils")
    give(game, GM, "Four of Swords", "The Sun")
    cast(game)
    assert struck == [member(game, "Svein")]
    assert tarot.card_named("The Sun") in game.challenge.hand(GM)  # kept, not spent


def test_a_creature_without_natural_sorcery_casts_nothing(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(lesser=(), greater=(), wands=3, id="angels", name="Angels")
    give(game, GM, "Four of Swords")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is None or plan.action != incantations.ACTION


def test_each_spirit_knows_one_or_two_spells_of_its_own_realm() -> None:
    """p. 249: one or two spells, every one of the spirit's realm."""
    game = ready()
    for creature in ("angels", "daemons", "hellflies", "tooth_fairies", "the_curators"):
        known = far_realms.spells(game.pack, creature, creature)
        home = far_realms.realm(creature, creature)
        assert 1 <= len(known) <= 2
        assert all(game.pack.spells[s].tradition == home for s in known)
