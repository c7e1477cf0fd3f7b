"""Fight Dirty (p. 74): a Roughhouse may also Exhaust, Notch or Silence (effects, pp. 12–13).

Seed 2's guild against three goblins (Initiative 4 on The Emperor) as ``test_challenge_actions``
sets it up; Gunhild has Pentacles 4. The Notch is tried on the Locust Lich's crown (p. 270),
the one thing of a foe's the game tracks that a Notch can harm."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, goblins, take  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    acts,
    gm,
    hand,
    key,
    lay,
    name_of,
    play,
    ready,
    turn,
)
from tests.unit.engine.test_lords import LICH, LORD, lord_fight, part
from tests.unit.engine.test_lords import turn as lord_turn
from tests.unit.engine.test_talents_in_fights import teach
from worm import tarot
from worm.engine import commands as cmd
from worm.engine.actions import pentacles
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.text import fightwords

pytestmark = pytest.mark.usefixtures("goblins")


def gunhild_turn(state: str | None) -> Game:
    game = ready()
    teach(game, "Gunhild", "fight_dirty", state)
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Nine of Pentacles")
    turn(game, "Gunhild")
    return game


def spare_major(game: Game) -> str:
    """A Major Arcanum still in the draw pile, worth 6 to 12, for the band to attack with."""
    return next(c.name for c in game.decks.major.draw_pile if 6 <= c.value <= 12)


def roughhouse_offers(game: Game, who: str) -> set[tuple[str | None, str | None]]:
    k = key(game, who)
    ch = game.challenge
    me = ch.fighter(k)
    offers = pentacles.roughhouse_offers(game, me, ch, game.guild.adventurer(k))
    return {(o.target, o.option) for o in offers}


def test_an_exhausted_band_attacks_with_disfavor() -> None:
    """9 of Pentacles + Pentacles 4 = 13 beats the goblins' 4: Goblin 1, the band's acting
    member, is Exhausted (p. 12), so the band's Attack with a card of value v goes at v - 3."""
    game = gunhild_turn("mastered")
    events = play(
        game, "Gunhild", "Nine of Pentacles", "Roughhouse", target="foes.1", option="exhaust"
    )
    rough = acts(events, "Roughhouse", name_of(game, "Gunhild"))[0]
    assert (rough.value, rough.vs, rough.result) == (13, 4, "exhaust")
    assert "exhaust" in game.challenge.fighter("foes.1").effects
    card = spare_major(game)
    blow = acts(gm(game, "Attack", card, [(key(game, "Bidziil"), 1)]), "Attack")[0]
    assert blow.value == tarot.card_named(card).value - 3
    accounted(game)


def test_a_fresh_band_attacks_at_full_value() -> None:
    """The control: with no Exhaust on it the same Attack goes at the card's value."""
    game = gunhild_turn("mastered")
    card = spare_major(game)
    blow = acts(gm(game, "Attack", card, [(key(game, "Bidziil"), 1)]), "Attack")[0]
    assert blow.value == tarot.card_named(card).value


def test_silence_lands_and_recover_can_shake_it_off() -> None:
    game = gunhild_turn("mastered")
    play(game, "Gunhild", "Nine of Pentacles", "Roughhouse", target="foes.2", option="silence")
    assert "silence" in game.challenge.fighter("foes.2").effects
    events = gm(game, "Recover", spare_major(game), [])
    assert "silence" not in game.challenge.fighter("foes.2").effects, events


def test_without_the_talent_the_three_are_refused_and_not_offered() -> None:
    game = gunhild_turn(None)
    with pytest.raises(IllegalCommand, match=r"takes Fight Dirty \(p\. 74\)"):
        play(game, "Gunhild", "Nine of Pentacles", "Roughhouse", target="foes.1", option="exhaust")
    offered = {option for _, option in roughhouse_offers(game, "Gunhild")}
    assert offered == {"disarm", "displace", "root", "trip"}


def test_with_the_talent_exhaust_and_silence_are_offered_but_no_notch_on_a_goblin() -> None:
    game = gunhild_turn("mastered")
    offered = roughhouse_offers(game, "Gunhild")
    assert ("foes.1", "exhaust") in offered and ("foes.1", "silence") in offered
    assert not any(option == "notch" for _, option in offered)
    with pytest.raises(IllegalCommand, match="nothing the game tracks"):
        play(game, "Gunhild", "Nine of Pentacles", "Roughhouse", target="foes.1", option="notch")


def test_in_training_each_dirty_trick_costs_one_xp() -> None:
    """p. 33: a talent in training costs 1 XP each time it is used."""
    game = gunhild_turn("in_training")
    a = game.guild.adventurer(key(game, "Gunhild"))
    game.set_adventurer(a.model_copy(update={"xp": 2}))
    play(game, "Gunhild", "Nine of Pentacles", "Roughhouse", target="foes.1", option="exhaust")
    assert game.guild.adventurer(key(game, "Gunhild")).xp == 1


def test_a_notch_on_the_lichs_crown_deals_it_two_wounds() -> None:
    """p. 270: the Crown of Archwood (1/4) takes 2 Wounds from a Notch; a dirty Roughhouse
    can deal it (p. 74)."""
    game = lord_fight(LICH)
    teach(game, "Gunhild", "fight_dirty", "mastered")
    k = lord_turn(game, "Gunhild", "Nine of Pentacles")
    assert (LORD, "notch") in roughhouse_offers(game, "Gunhild")
    game.execute(
        cmd.Play(who=k, card="Nine of Pentacles", action="Roughhouse", target=LORD, option="notch")
    )
    assert part(game, "crown_of_archwood") == (1, 2)


def test_the_text_game_reads_a_dirty_trick() -> None:
    game = gunhild_turn("mastered")
    command = fightwords.play(game, "gunhild 9p roughhouse goblin 1 exhaust".split())
    assert isinstance(command, cmd.Play)
    assert (command.action, command.target, command.option) == ("Roughhouse", "foes.1", "exhaust")


def test_the_bot_exhausts_a_band_before_it_strikes() -> None:
    """Policy (``Skirmisher._dirty_trick``): with two cards, the best Pentacles card Exhausts
    the band's acting member when it beats the band's known Initiative."""
    game = gunhild_turn("mastered")
    ch = game.challenge
    game.challenge = ch.with_group(replace(ch.group("foes"), shown=True))
    hand(game, "Gunhild", "Nine of Pentacles", "Ten of Swords")
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.action, command.option, command.target, command.card) == (
        "Roughhouse",
        "exhaust",
        "foes.1",
        "Nine of Pentacles",
    )
    teach(game, "Gunhild", "fight_dirty", None)
    command = Skirmisher().next(game)
    assert not (isinstance(command, cmd.Play) and command.action == "Roughhouse")


def test_an_exhausted_band_is_not_exhausted_again() -> None:
    game = gunhild_turn("mastered")
    ch = game.challenge
    ch = ch.with_group(replace(ch.group("foes"), shown=True))
    game.challenge = ch.with_fighter(replace(ch.fighter("foes.1"), effects=frozenset({"exhaust"})))
    hand(game, "Gunhild", "Nine of Pentacles", "Ten of Swords")
    command = Skirmisher().next(game)
    assert not (isinstance(command, cmd.Play) and command.option == "exhaust")
