"""The fungoid's Perfect Imitation (p. 263): a greater doom makes it one adventurer's double;
in the original's zone each play aimed at it falls on the original half the time, and a
Wound ends it. When, and whose double, is the policy ``worm.gm.perfect_imitation``.

The stand-in monster fights as the book's goblins (``fight_kit``) given the fungoid's greater
doom; seed 5's guild: Patty (blade), Offa and Svein (daggers), all in the first zone.
"""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine.fight_kit import accounted, give, set_initiative, take
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    ready,
    rulings,
    wounds_to,
)
from worm import tarot
from worm.engine import antagonists, challenge
from worm.engine.actions import fighters
from worm.engine.session import Game
from worm.gm import perfect_imitation as policy
from worm.model.challenge import GM, Declared
from worm.model.state import GameState
from worm.text import fight
from worm.ui import field


def imitating(fighting_as, original: str = "Patty") -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    """A fight with the stand-in passing as ``original``."""
    game = ready()
    fighting_as(greater=(doom(game, "fungoid", "Perfect Imitation"),))
    ch = game.challenge
    game.challenge = replace(ch, imitated={foe(game): member(game, original)})
    return game


def next_coin(game: Game, astray: bool) -> None:
    """Step the game's "gm" stream on until its next even-chance draw says ``astray``
    (found by property: the draw is tried and the stream put back)."""
    stream = game.streams.get("gm")
    for _ in range(64):
        state = stream.bit_generator.state
        drawn = int(stream.integers(2)) == 1
        if drawn is astray:
            stream.bit_generator.state = state
            return
    raise AssertionError("no such draw in 64 tries")


def attack(game: Game, who: str, card: str) -> list:  # type: ignore[type-arg]
    """``who`` Attacks the stand-in with ``card``; the events it brings."""
    drawn = tarot.card_named(card)
    take(game, drawn)
    d = Declared(member(game, who), "guild", "Attack", drawn, targets=((foe(game), 1),))
    game.challenge = replace(game.challenge, step="acting", queue=(d,), actor=member(game, who))
    mark = len(game.log.events)
    challenge.advance(game)
    return game.log.events[mark:]


def test_the_fungoid_becomes_the_double_of_the_hardest_hitter(fighting_as) -> None:  # noqa: F811
    """Policy (p. 263): with a greater card and the guild in its zone, its turn goes on Perfect
    Imitation of the adventurer with the most Swords; the text game and the side panel show
    whose double it is."""
    game = ready()
    fighting_as(greater=(doom(game, "fungoid", "Perfect Imitation"),))
    ch = game.challenge
    swords = {
        a.name: fighters.attribute(game, ch.fighter(a.id), "swords") for a in game.guild.adventurers
    }
    best = max(swords.values())
    first = next(name for name, n in swords.items() if n == best)
    give(game, GM, "The Sun", "Two of Cups")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Doom", "Perfect Imitation")
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))
    original = game.challenge.imitated[foe(game)]
    assert game.guild.adventurer(original).name == first
    short = first.split()[0]
    for words in (fight.view(game), field.view(game).plain):
        assert f"the double of {short}" in words or f"the double of {first}" in words
    accounted(game)


def test_no_second_imitation_while_one_holds(fighting_as) -> None:  # noqa: F811
    game = imitating(fighting_as)
    give(game, GM, "The Sun", "Two of Cups")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is None or plan.doom != "Perfect Imitation"


def test_a_blow_that_falls_on_the_original_strikes_them(fighting_as) -> None:  # noqa: F811
    """p. 263: Offa's Attack at the double falls on Patty (the even chance drawn so): Ten of
    Swords plus Offa's Swords against Patty's Initiative of 2, a Wound to Patty and none to
    the fungoid, which still passes as her."""
    game = imitating(fighting_as)
    set_initiative(game, member(game, "Patty"), "Two of Cups", shown=True)
    name = game.challenge.fighter(foe(game)).name
    patty = game.guild.adventurer(member(game, "Patty")).name
    next_coin(game, astray=True)
    events = attack(game, "Offa", "Ten of Swords")
    assert wounds_to(events, patty) >= 1
    assert wounds_to(events, name) == 0
    assert any("falls on" in why for why in rulings(events, "p. 263"))
    assert foe(game) in game.challenge.imitated
    accounted(game)


def test_a_blow_that_finds_the_fungoid_wounds_it_and_ends_the_illusion(fighting_as) -> None:  # noqa: F811
    game = imitating(fighting_as)
    set_initiative(game, "foes", "Two of Cups", shown=True)
    name = game.challenge.fighter(foe(game)).name
    next_coin(game, astray=False)
    events = attack(game, "Offa", "Ten of Swords")
    assert wounds_to(events, name) >= 1
    assert game.challenge.imitated == {}
    assert any("own shape" in why for why in rulings(events, "p. 263"))


def test_the_original_is_never_fooled(fighting_as) -> None:  # noqa: F811
    """Patty knows which one is she: her blow goes where she aims it, with no draw."""
    game = imitating(fighting_as)
    set_initiative(game, "foes", "Two of Cups", shown=True)
    name = game.challenge.fighter(foe(game)).name
    state = game.streams.get("gm").bit_generator.state
    events = attack(game, "Patty", "Ten of Swords")
    assert wounds_to(events, name) >= 1
    assert game.streams.get("gm").bit_generator.state == state


def test_another_play_that_falls_on_the_original_comes_to_nothing(fighting_as) -> None:  # noqa: F811
    """Policy (p. 263): a Roughhouse that falls on Patty is spent and does nothing."""
    game = imitating(fighting_as)
    next_coin(game, astray=True)
    drawn = tarot.card_named("Ten of Pentacles")
    take(game, drawn)
    offa = member(game, "Offa")
    d = Declared(offa, "guild", "Roughhouse", drawn, targets=((foe(game), 1),), option="trip")
    game.challenge = replace(game.challenge, step="acting", queue=(d,), actor=offa)
    mark = len(game.log.events)
    challenge.advance(game)
    events = game.log.events[mark:]
    assert rulings(events, policy.CHOSEN)
    assert "trip" not in game.challenge.fighter(member(game, "Patty")).effects
    assert "trip" not in game.challenge.fighter(foe(game)).effects
    accounted(game)


def test_the_double_is_kept_in_a_save(fighting_as) -> None:  # noqa: F811
    game = imitating(fighting_as)
    saved = GameState.model_validate_json(game.snapshot().model_dump_json())
    assert saved.challenge is not None
    assert saved.challenge.imitated == game.challenge.imitated
