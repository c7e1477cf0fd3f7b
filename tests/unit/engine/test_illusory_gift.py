"""Dwimmercraft's petty magic (p. 82): the illusion of a thing held in one hand, convincing to
the eye and found out at a touch. Policy ``worm.gm.illusions``: offered in a parley as if real,
it is a lie shown: a test of Wands by its conjurer, with favor when the creature likes what it
sees; a harmful step when it hates lies; nothing changes hands. The creature is
``test_parley``'s gilded door, here fond of gold."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_lore_bids import teach
from tests.unit.engine.test_parley import character, meeting, moods, of, say
from tests.unit.engine.test_petty_magic import door as magic_door
from worm.content.personality import Trait
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.rules import dwimmercraft
from worm.text import repl
from worm.ui import talk

FAVOR = "the sight of what they like (p. 82)"
GOLDEN = (Trait(text="bright coins", tastes=("gold",)),)
SONG = (Trait(text="a song", tastes=("music",)),)


def door(likes: tuple[Trait, ...], *, dwimmer: str | None = "in_training") -> Game:
    """The door likes ``likes`` and wants a song; a1 knows Dwimmercraft in ``dwimmer``."""
    game = meeting(character(likes=likes, wants=SONG))
    for a in game.guild.adventurers:
        talents = tuple(t for t in a.talents if t.id != dwimmercraft.TALENT)
        game.set_adventurer(a.model_copy(update={"talents": talents, "xp": 3}))
    if dwimmer is not None:
        teach(game, "a1", dwimmercraft.TALENT, dwimmer)
    return game


def test_an_illusory_purse_for_one_who_likes_gold_is_a_wands_test_with_favor() -> None:
    game = door(GOLDEN)
    gold = sum(a.gold for a in game.guild.adventurers)
    events = say(game, "offer", "Five of Wands", "Six of Wands", illusion="gold")
    (fate,) = of(events, ev.Fate)
    assert fate.attribute == "wands" and fate.who == game.guild.adventurer("a1").name
    assert FAVOR in fate.favor_reasons
    assert sum(a.gold for a in game.guild.adventurers) == gold  # nothing changes hands
    assert game.guild.adventurer("a1").xp == 2  # a use in training (p. 33)
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 82" for e in events)


def test_a_real_purse_would_please_without_a_test_but_the_illusion_never_does() -> None:
    """The contrast that makes the illusion a lie: real gold meets the like at once (p. 100)."""
    real = door(GOLDEN)
    real.set_adventurer(real.guild.adventurer("a1").model_copy(update={"gold": 1}))
    assert not of(say(real, "offer", gold=1), ev.Fate)
    assert of(say(door(GOLDEN), "offer", "Five of Wands", "Six of Wands", illusion="gold"), ev.Fate)


def test_no_favor_when_the_thing_shown_is_nothing_they_care_for() -> None:
    events = say(door(GOLDEN), "offer", "Five of Wands", "Six of Wands", illusion="candle")
    (fate,) = of(events, ev.Fate)
    assert FAVOR not in fate.favor_reasons


def test_one_who_hates_lies_is_offended_without_a_test() -> None:
    liars = (Trait(text="liars", tastes=("lies",)),)
    game = meeting(character(likes=GOLDEN, wants=SONG, dislikes=liars))
    teach(game, "a1", dwimmercraft.TALENT, "mastered")
    events = say(game, "offer", illusion="gold")
    assert not of(events, ev.Fate)
    assert moods(events)[0][2] == "dislike"


@pytest.mark.parametrize(
    ("dwimmer", "thing", "words"),
    [(None, "gold", "Dwimmercraft"), ("mastered", "pole", "one hand")],
    ids=["nobody conjures", "too big for one hand"],
)
def test_refused_with_the_reason(dwimmer: str | None, thing: str, words: str) -> None:
    game = door(GOLDEN, dwimmer=dwimmer)
    with pytest.raises(IllegalCommand, match=words):
        game.execute(cmd.Approach(approach="offer", illusion=thing))


def test_the_text_game_types_it() -> None:
    game = magic_door(dwimmer="mastered")
    command = repl.parse(game, "offer illusion gold")
    assert command == cmd.Approach(approach="offer", illusion="gold")


def test_the_talk_screen_offers_an_illusion_only_with_dwimmercraft_and_not_to_trade() -> None:
    assert not [k for k, _ in talk.gifts(door(GOLDEN, dwimmer=None)) if k.startswith("illusion")]
    game = door(GOLDEN)
    offered = [k for k, _ in talk.gifts(game)]
    assert "illusion:gold" in offered and "illusion:treasure" in offered
    assert not [k for k, _ in talk.gifts(game, illusory=False) if k.startswith("illusion")]


def test_a_conjured_jewel_is_a_test_with_favor_for_one_who_likes_treasure() -> None:
    shiny = (Trait(text="jewels", tastes=("treasure",)),)
    events = say(door(shiny), "offer", "Five of Wands", "Six of Wands", illusion="jewel")
    (fate,) = of(events, ev.Fate)
    assert FAVOR in fate.favor_reasons


def test_the_bot_shows_gold_it_does_not_have() -> None:
    """Policy ``worm.gm.illusions.for_the_bot``: a like of gold with an empty purse."""
    game = door(GOLDEN)
    assert sum(a.gold for a in game.guild.adventurers) == 0  # precondition: nothing real
    offer = Autoplay()._offering(game, game.pack.tastes["gold"])
    assert offer == cmd.Approach(approach="offer", illusion="gold")
    assert Autoplay()._offering(door(GOLDEN, dwimmer=None), game.pack.tastes["gold"]) is None
