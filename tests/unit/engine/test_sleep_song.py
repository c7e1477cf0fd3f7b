"""Sleep Song (p. 274): the nymph casts a Speak Incantation with a lesser doom, discarding a
greater doom; when it reaches the target's Initiative the target suffers Knockout.

The stand-in monster fights as the book's goblins (``fight_kit``) given the nymph's Sleep Song
and her Wands 4; seed 5's guild: Patty, Offa and Svein, all in the first zone.
"""

from __future__ import annotations

from tests.unit.engine.fight_kit import give, set_initiative
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    member,
    ready,
    rulings,
)
from worm import tarot
from worm.engine import antagonists, challenge
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.challenge import GM
from worm.rules import incantations

NYMPH_WANDS = 4  # p. 274


def singing(fighting_as) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    """The nymph's band; Patty 11, Offa 12 and Svein 3 face up."""
    game = ready()
    fighting_as(greater=(doom(game, "nymph", "Sleep Song"),), wands=NYMPH_WANDS)
    shown = (("Patty", "Page of Cups"), ("Offa", "Knight of Cups"), ("Svein", "Three of Cups"))
    for who, card in shown:
        set_initiative(game, member(game, who), card, shown=True)
    return game


def knocked_out(game: Game, who: str) -> bool:
    return "knockout" in game.challenge.fighter(member(game, who)).effects


def sing(game: Game) -> list[ev.Event]:
    """The band's own turn is planned and its declared action revealed."""
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None
    declared = antagonists._declare(game, "foes", plan, minor=False)
    mark = len(game.log.events)
    challenge.reveal(game, declared)
    return game.log.events[mark:]


def test_sleep_song_knocks_out_the_lowest_initiative_with_wands_4(
    fighting_as,  # noqa: F811
) -> None:
    """p. 274: The Emperor (4) + Wands 4 = 8 reaches Svein's Initiative 3: Knockout; the
    greater doom (The Sun) is discarded with it."""
    game = singing(fighting_as)
    give(game, GM, "The Emperor", "The Sun")
    events = sing(game)
    spell = next(e for e in events if isinstance(e, ev.Action))
    assert spell.action == incantations.ACTION
    assert spell.value == 4 + NYMPH_WANDS and spell.vs == 3
    assert knocked_out(game, "Svein")
    assert not knocked_out(game, "Patty") and not knocked_out(game, "Offa")
    assert tarot.card_named("The Sun") in game.decks.major.discard_pile
    assert game.challenge.hand(GM) == ()
    assert rulings(events, "p. 274")


def test_sleep_song_needs_a_greater_doom_to_discard(fighting_as) -> None:  # noqa: F811
    """p. 274: with no greater doom in hand the nymph does not sing (she attacks instead)."""
    game = singing(fighting_as)
    give(game, GM, "The Emperor", "Strength")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action != incantations.ACTION


def test_a_song_short_of_the_initiative_is_resisted(fighting_as) -> None:  # noqa: F811
    """The Magician (1) + 4 = 5 does not reach Offa's 12: he stays awake."""
    game = singing(fighting_as)
    give(game, GM, "The Magician", "The Sun")
    card = tarot.card_named("The Magician")
    plan = antagonists.tactics.Plan(
        incantations.ACTION,
        card,
        ((member(game, "Offa"), 1),),
        extra=tarot.card_named("The Sun"),
        doom=incantations.SLEEP_SONG,
    )
    declared = antagonists._declare(game, "foes", plan, minor=False)
    mark = len(game.log.events)
    challenge.reveal(game, declared)
    spell = next(e for e in game.log.events[mark:] if isinstance(e, ev.Action))
    assert (spell.value, spell.vs) == (5, 12)
    assert not knocked_out(game, "Offa")
