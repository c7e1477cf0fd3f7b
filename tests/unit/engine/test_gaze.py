"""The cockatrice's Gaze (p. 257): once a round, spending no card, its stare Roots one
adventurer; a second stare at one still Rooted Curses them to stone, out of the fight and
acting no more till the oil of cockatrice (p. 233) is poured over them. Whom it stares at is
the policy ``worm.gm.gaze``.

The stand-in monster fights as the book's goblins (``fight_kit``) given the cockatrice's note;
seed 5's guild: Patty, Offa and Svein, all in the first zone.
"""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine.fight_kit import accounted, give
from tests.unit.engine.test_creature_dooms import (
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    hold,
    member,
    note,
    ready,
    rulings,
)
from worm import tarot
from worm.engine import antagonists, autoplay, ending, gaze, petrification
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import gaze as policy
from worm.model.challenge import GM
from worm.model.state import GameState
from worm.text import fight
from worm.ui import field


def staring(fighting_as) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    game = ready()
    fighting_as(notes=(note(game, "cockatrice", "Gaze of the Cockatrice"),))
    return game


def band_turn(game: Game) -> list[ev.Event]:
    """The band's turn (its stare, then its card, set aside unplayed); the events it brings."""
    give(game, GM, "Two of Cups")
    mark = len(game.log.events)
    d = antagonists.turn(game, "foes")
    if d is not None and d.card is not None:
        game.decks = tarot.discard_all(game.decks, (d.card,))
    return game.log.events[mark:]


def first(game: Game) -> str:
    """The first of the guild in order: whom the stare picks with everyone in one zone."""
    return game.guild.adventurers[0].id


def test_the_first_stare_roots_and_the_second_turns_to_stone(fighting_as) -> None:  # noqa: F811
    """p. 257: round one's stare Roots the first of the guild in the cockatrice's zone; round
    two's, at the same still Rooted adventurer, turns them to stone: out of the fight, their
    cards gone to the discards, and the text game and side panel say so."""
    game = staring(fighting_as)
    who = first(game)
    events = band_turn(game)
    assert "root" in game.challenge.fighter(who).effects
    assert rulings(events, policy.CHOSEN)
    assert not game.guild.adventurer(who).conditions.stone
    events = band_turn(game)
    a = game.guild.adventurer(who)
    assert a.conditions.stone and not a.active
    assert game.challenge.fighter(who).out == "stone"
    assert any(isinstance(e, ev.Condition) and e.change == "turned to stone" for e in events)
    assert game.challenge.hand(who) == ()
    for words in (fight.view(game), field.view(game).plain):
        assert "turned to stone" in words
    accounted(game)


def test_a_recover_between_stares_only_roots_again(fighting_as) -> None:  # noqa: F811
    """The Root may be Recovered from (p. 257): shaken off, the next stare Roots anew."""
    game = staring(fighting_as)
    who = first(game)
    band_turn(game)
    ch = game.challenge
    fighter = ch.fighter(who)
    game.challenge = ch.with_fighter(replace(fighter, effects=fighter.effects - {"root"}))
    band_turn(game)
    assert "root" in game.challenge.fighter(who).effects
    assert not game.guild.adventurer(who).conditions.stone


def test_the_stare_prefers_one_already_rooted(fighting_as) -> None:  # noqa: F811
    """Policy: the cockatrice finishes what it began: Svein, Rooted by something else, is
    turned to stone before the first of the guild is so much as Rooted."""
    game = staring(fighting_as)
    svein = member(game, "Svein")
    harm.afflict(game, svein, "root")
    band_turn(game)
    assert game.guild.adventurer(svein).conditions.stone
    assert "root" not in game.challenge.fighter(first(game)).effects


def test_no_stare_beyond_the_next_zone(fighting_as) -> None:  # noqa: F811
    game = staring(fighting_as)
    ch = game.challenge
    eye = ch.fighter(foe(game))
    far = next(
        z.id for z in ch.zones if z.id != eye.zone and z.id not in ch.zone(eye.zone).neighbours
    )
    game.challenge = replace(
        ch,
        fighters=tuple(replace(f, zone=far) if f.side == "guild" else f for f in ch.fighters),
    )
    events = band_turn(game)
    assert not rulings(events, policy.CHOSEN)
    assert not any("root" in f.effects for f in game.challenge.side("guild"))


def test_without_the_note_there_is_no_stare(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as()
    band_turn(game)
    assert not any("root" in f.effects for f in game.challenge.side("guild"))


def stoned(fighting_as) -> tuple[Game, str]:  # type: ignore[no-untyped-def]  # noqa: F811
    """A guild with its first member turned to stone, the fight won."""
    game = staring(fighting_as)
    who = first(game)
    band_turn(game)
    band_turn(game)
    ending.finish(game, "victory", "the foes are beaten")
    return game, who


def test_stone_outlasts_the_fight_and_a_save(fighting_as) -> None:  # noqa: F811
    """A Curse no Recover lifts: the statue is still stone once the fight is over, the guild
    carries on with it, and a save keeps it so."""
    game, who = stoned(fighting_as)
    assert game.challenge is None and game.phase != "over"
    assert game.guild.adventurer(who).conditions.stone
    saved = GameState.model_validate_json(game.snapshot().model_dump_json())
    assert saved.guild.adventurer(who).conditions.stone


def test_oil_of_cockatrice_gives_back_the_flesh(fighting_as) -> None:  # noqa: F811
    """p. 233: the oil poured over the statue lifts the Curse; the flask is used up."""
    game, who = stoned(fighting_as)
    pourer = member(game, "Offa") if who != member(game, "Offa") else member(game, "Svein")
    hold(game, pourer, petrification.OIL)
    game.execute(cmd.UseItem(who=pourer, item=petrification.OIL))
    a = game.guild.adventurer(who)
    assert not a.conditions.stone and a.active
    things = {c.item for c in game.guild.adventurer(pourer).inventory.things()}
    assert petrification.OIL not in things


def test_the_oil_is_kept_when_no_one_is_stone(fighting_as) -> None:  # noqa: F811
    game = staring(fighting_as)
    ending.finish(game, "victory", "the foes are beaten")
    offa = member(game, "Offa")
    hold(game, offa, petrification.OIL)
    try:
        petrification.pour(game, game.guild.adventurer(offa), _oil(game, offa))
    except IllegalCommand as error:
        assert "no one in the guild is turned to stone" in str(error)
    else:
        raise AssertionError("the oil was poured over no one")


def _oil(game: Game, who: str):  # type: ignore[no-untyped-def]
    return next(
        c for c in game.guild.adventurer(who).inventory.things() if c.item == petrification.OIL
    )


def test_the_note_is_played_by_the_gaze() -> None:
    assert gaze.NOTE == "Gaze of the Cockatrice"


def test_the_autoplay_guild_pours_the_oil_it_carries(fighting_as) -> None:  # noqa: F811
    game, who = stoned(fighting_as)
    assert autoplay._unstone(game) is None, "no oil carried: nothing to pour"
    pourer = next(a.id for a in game.guild.in_marching_order() if a.active)
    hold(game, pourer, petrification.OIL)
    assert autoplay._unstone(game) == cmd.UseItem(who=pourer, item=petrification.OIL)
