"""The nymph's Bewitching Beauty (p. 274): any card discarded, and every adventurer who can
see her is Displaced toward her, unless they spend 1 Resolve to resist; when the GM plays it
and who resists are the policy ``worm.gm.bewitched``.

The stand-in monster fights as the book's goblins (``fight_kit``) given the nymph's doom;
seed 5's guild: Patty, Offa and Svein. The band stands in the first zone; the guild is put
in a zone next to it.
"""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine.fight_kit import give
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    member,
    ready,
    rulings,
)
from worm import tarot
from worm.engine import antagonists, challenge
from worm.engine.actions import engagement
from worm.engine.session import Game
from worm.model.challenge import GM

HOME = 0


def beside(game: Game, *who: str) -> int:
    """Put ``who`` in a zone next to the band's; returns it."""
    ch = game.challenge
    near = ch.zone(HOME).neighbours[0]
    for name in who:
        ch = ch.with_fighter(replace(ch.fighter(member(game, name)), zone=near))
    game.challenge = ch
    return near


def lure(game: Game) -> None:
    give(game, GM, "Two of Cups")
    targets = tuple((f.key, 1) for f in game.challenge.side("guild"))
    plan = antagonists.tactics.Plan(
        "Doom", tarot.card_named("Two of Cups"), targets, doom="Bewitching Beauty"
    )
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))


def zone_of(game: Game, who: str) -> int:
    return game.challenge.fighter(member(game, who)).zone


def test_those_who_see_her_come_one_zone_closer(fighting_as) -> None:  # noqa: F811
    """p. 274: Patty and Offa, a zone away, walk to her; Svein, at her side, stays; a Blind
    Patty would not see her (the next test)."""
    game = ready()
    fighting_as(lesser=(doom(game, "nymph", "Bewitching Beauty"),))
    beside(game, "Patty", "Offa")
    lure(game)
    assert [zone_of(game, w) for w in ("Patty", "Offa", "Svein")] == [HOME, HOME, HOME]


def test_the_blind_do_not_see_her(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(lesser=(doom(game, "nymph", "Bewitching Beauty"),))
    near = beside(game, "Patty")
    ch = game.challenge
    patty = ch.fighter(member(game, "Patty"))
    game.challenge = ch.with_fighter(replace(patty, effects=patty.effects | {"blind"}))
    lure(game)
    assert zone_of(game, "Patty") == near


def test_an_engaged_adventurer_pays_1_resolve_to_stay(fighting_as) -> None:  # noqa: F811
    """p. 274: Offa, engaged with a goblin where he stands, resists for 1 Resolve (policy:
    going would let it strike him, p. 109); Patty, free, goes."""
    game = ready(count=2)
    fighting_as(lesser=(doom(game, "nymph", "Bewitching Beauty"),))
    near = beside(game, "Patty", "Offa")
    ch = game.challenge
    other = ch.side("foes")[1]
    game.challenge = ch.with_fighter(replace(other, zone=near))
    offa = member(game, "Offa")
    engagement.engage(game, offa, other.key)
    a = game.guild.adventurer(offa)
    game.set_adventurer(a.model_copy(update={"resolve": 2}))
    lure(game)
    assert zone_of(game, "Offa") == near and game.guild.adventurer(offa).resolve == 1
    assert zone_of(game, "Patty") == HOME


def test_with_no_one_beside_her_the_nymph_lures_rather_than_walks(
    fighting_as,  # noqa: F811
) -> None:
    """Policy (``worm.gm.bewitched``, p. 274): with the guild a zone off she plays it with
    her lowest card, and logs the page."""
    game = ready()
    fighting_as(lesser=(doom(game, "nymph", "Bewitching Beauty"),))
    beside(game, "Patty", "Offa", "Svein")
    give(game, GM, "Two of Cups", "Nine of Wands")
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Doom", "Bewitching Beauty")
    assert plan.card.name == "Two of Cups"
    assert rulings(game.log.events[mark:], "p. 274")


def test_without_the_doom_the_band_walks_to_the_guild(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(lesser=())
    beside(game, "Patty", "Offa", "Svein")
    give(game, GM, "Two of Cups", "Nine of Wands")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom != "Bewitching Beauty"
