"""Berserkergang's enemies (p. 64): the rage lasts till all its foes in the fight are beaten,
and a guild-mate who struck at or Wounded the berserker in this fight is one of them. A guild-mate
who hurt the berserker is kept for the rest of the fight; the berserker may Attack them (no one
else may), and when the foes are beaten the fight goes on while that ally stands, till the
berserker defeats them or spends 1 Resolve to calm.

Seed 2's guild (Bryonie, Bidziil, Gunhild) against three goblins, everyone in the first zone,
set up by hand with the helpers of ``test_challenge_actions``."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    hand,
    hold,
    key,
    lay,
    play,
    ready,
    rulings,
    turn,
    window,
)
from tests.unit.engine.test_command import with_dog
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.actions import command, cups, harm, pentacles, rage, swords
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.challenge import evolve
from worm.text import fightwords, repl

pytestmark = pytest.mark.usefixtures("goblins")


def _berserk(game: Game, name: str) -> str:
    k = key(game, name)
    me = game.challenge.fighter(k)
    game.challenge = game.challenge.with_fighter(evolve(me, effects=me.effects | {rage.BERSERK}))
    return k


def _hurt_by_ally(*, berserk: bool = True) -> tuple[Game, str, str, list[ev.Event]]:
    """Gunhild, who knows Berserkergang (berserk or not), takes a Wound from Bidziil's hand,
    as a guild-mate's harm deals it (``harm.hurt``)."""
    game = ready()
    teach(game, "Gunhild", "berserkergang")
    gk = _berserk(game, "Gunhild") if berserk else key(game, "Gunhild")
    bk = key(game, "Bidziil")
    start = len(game.log.events)
    harm.hurt(game, gk, 1, by=bk)
    return game, gk, bk, game.log.events[start:]


def _order(game: Game) -> None:
    """The Initiatives: the goblins on a Two, Gunhild a King, Bidziil a Two, Bryonie an Ace."""
    lay(
        game, "Two of Cups", Gunhild="King of Swords", Bidziil="Two of Wands", Bryonie="Ace of Cups"
    )


def _beat_the_foes(game: Game) -> None:
    ch = game.challenge
    game.challenge = evolve(
        ch, fighters=tuple(evolve(f, out="dead") if f.side == "foes" else f for f in ch.fighters)
    )


def test_the_ally_who_hurt_the_berserker_is_an_enemy_she_may_attack() -> None:
    """p. 64: Bidziil hurt Gunhild; berserk, she may aim her Attack at him, and it lands as a
    blow on a guild-mate; Bryonie, not berserk, may not."""
    game, gk, bk, events = _hurt_by_ally()
    assert rulings(events, "an enemy to")
    assert rage.enemies(game.challenge, gk) == (game.challenge.fighter(bk),)
    _order(game)
    hand(game, "Bryonie", "Knight of Swords")
    turn(game, "Bryonie")
    with pytest.raises(IllegalCommand, match="on your side"):
        play(game, "Bryonie", "Knight of Swords", "Attack", target=bk)
    hand(game, "Gunhild", "Queen of Swords")
    turn(game, "Gunhild")
    me, ch = game.challenge.fighter(gk), game.challenge
    offers = swords.attack_offers(game, me, ch, game.guild.adventurer(gk))
    assert any(o.target == bk and "enemy to the rage" in o.label for o in offers)  # terminal
    typed = fightwords.parse(game, "play", "play qs attack bidziil")  # the text game
    assert isinstance(typed, cmd.Play) and typed.target == bk
    events = game.execute(typed)
    blow = [e for e in events if isinstance(e, ev.Action) and e.action == "Attack"]
    assert blow and blow[0].result.startswith("hit")
    assert any(isinstance(e, ev.Wound) and e.who == game.guild.adventurer(bk).name for e in events)


@pytest.mark.parametrize("berserk", [True, False])
def test_the_fight_goes_on_while_the_berserkers_enemy_stands(berserk: bool) -> None:
    """The goblins are beaten: with Gunhild berserk and Bidziil standing, the Challenge goes
    on, and it ends in victory once she calms for 1 Resolve; not berserk, it ends at once."""
    game, gk, _, _ = _hurt_by_ally(berserk=berserk)
    _beat_the_foes(game)
    _order(game)
    hand(game, "Gunhild", "Queen of Swords")
    turn(game, "Gunhild")
    events = game.execute(cmd.Pass())
    if not berserk:
        assert game.challenge is None
        return
    assert game.challenge is not None
    assert rulings(events, "rage is not spent")
    resolve = game.guild.adventurer(gk).resolve
    assert resolve >= 1
    events = game.execute(cmd.Calm(who=gk))
    assert game.challenge is None
    assert game.guild.adventurer(gk).resolve == resolve - 1
    assert rulings(events, "the foes are beaten")


def test_the_bot_ends_the_rage_against_its_own() -> None:
    """Policy: the bot's berserker, the foes beaten and an ally left to defeat, calms for 1
    Resolve when it has one; the fight then ends."""
    game, gk, _, _ = _hurt_by_ally()
    _beat_the_foes(game)
    _order(game)
    turn(game, "Gunhild")
    game.execute(cmd.Pass())
    assert game.challenge is not None
    bot = Autoplay()
    for _ in range(20):
        if game.challenge is None:
            break
        game.execute(bot.next(game))
    assert game.challenge is None


def test_the_bots_berserker_with_no_resolve_fights_on_till_the_ally_falls() -> None:
    """Policy: with no Resolve to calm, the bot's berserker Attacks the ally who hurt them,
    and the fight ends only when that ally is out of it (p. 64)."""
    game, gk, bk, _ = _hurt_by_ally()
    game.set_adventurer(game.guild.adventurer(gk).model_copy(update={"resolve": 0}))
    _beat_the_foes(game)
    _order(game)
    turn(game, "Gunhild")
    game.execute(cmd.Pass())
    bot, name = Autoplay(), game.guild.adventurer(bk).name
    struck = []
    for _ in range(300):
        if game.challenge is None:
            break
        events = game.execute(bot.next(game))
        struck += [e for e in events if isinstance(e, ev.Action) and e.target == name]
    assert game.challenge is None
    berserker = game.guild.adventurer(gk).name
    assert any(e.action == "Attack" and e.who == berserker for e in struck)
    c = game.guild.adventurer(bk).conditions
    assert c.deaths_door or c.dead or c.injured


def test_the_berserker_may_roughhouse_the_ally_who_hurt_her() -> None:
    """pp. 64 and 117: the rage bars Avoid, Dodge, Speak Incantation, Banter and Aid Another,
    not Roughhouse, a maneuver "against your opponent"; Bidziil, who hurt Gunhild, is one. She
    may trip him, by the menu (terminal) or the text game; Bryonie, not berserk, may not."""
    game, gk, bk, _ = _hurt_by_ally()
    _order(game)
    hand(game, "Bryonie", "Knight of Pentacles")
    turn(game, "Bryonie")
    with pytest.raises(IllegalCommand, match="on your side"):
        play(game, "Bryonie", "Knight of Pentacles", "Roughhouse", target=bk, option="trip")
    hand(game, "Gunhild", "Queen of Pentacles")
    turn(game, "Gunhild")
    me, ch = game.challenge.fighter(gk), game.challenge
    offers = pentacles.roughhouse_offers(game, me, ch, game.guild.adventurer(gk))
    assert any(
        o.target == bk and o.option == "trip" and "enemy to the rage" in o.label for o in offers
    )
    typed = fightwords.parse(game, "play", "play qp roughhouse bidziil trip")
    assert isinstance(typed, cmd.Play) and typed.target == bk
    events = game.execute(typed)
    tackle = [e for e in events if isinstance(e, ev.Action) and e.action == "Roughhouse"]
    assert tackle and tackle[0].target == game.guild.adventurer(bk).name
    assert tackle[0].result == "trip", tackle[0]
    assert "trip" in game.challenge.fighter(bk).effects


def test_the_berserker_may_aim_at_the_ally_who_hurt_her() -> None:
    """pp. 64 and 116: Aim is aimed at a foe, and Bidziil, who hurt Gunhild, counts as one to
    her rage: with a bow in hand she may Aim at him (offered in the menu, typed in the text
    game); Bryonie, not berserk, may not."""
    game, gk, bk, _ = _hurt_by_ally()
    _order(game)
    hold(game, "Gunhild", "bow")
    hold(game, "Bryonie", "bow")
    hand(game, "Gunhild", "Five of Swords")
    hand(game, "Bryonie", "Six of Swords")
    window(game, "Bidziil")
    with pytest.raises(IllegalCommand, match="on your side"):
        play(game, "Bryonie", "Six of Swords", "Aim", target=bk, minor=True)
    me, ch = game.challenge.fighter(gk), game.challenge
    offers = swords.aim_offers(game, me, ch, game.guild.adventurer(gk))
    assert any(o.target == bk and "enemy to the rage" in o.label for o in offers)
    strikes = swords.attack_offers(game, me, ch, game.guild.adventurer(gk))
    assert any(o.target == bk and o.option == "throw" for o in strikes)  # a dagger thrown
    typed = fightwords.parse(game, "minor", "minor gunhild 5s aim bidziil")
    assert isinstance(typed, cmd.Play) and typed.target == bk and typed.action == "Aim"
    game.execute(typed)
    aims = [d for d in game.challenge.declared if d.action == "Aim"]
    assert aims and aims[0].targets[0][0] == bk


def test_the_berserker_may_throw_a_bomb_at_the_ally_who_hurt_her() -> None:
    """pp. 64 and 118: a bomb is thrown at a foe by Use Item; at Bidziil, an enemy to
    Gunhild's rage, it is offered and lands; Bryonie, not berserk, may not throw it at him."""
    game, gk, bk, _ = _hurt_by_ally()
    _order(game)
    hold(game, "Gunhild", "bomb_fire")
    hold(game, "Bryonie", "bomb_fire")
    hand(game, "Bryonie", "Six of Swords")
    turn(game, "Bryonie")
    with pytest.raises(IllegalCommand, match="at whom"):
        play(game, "Bryonie", "Six of Swords", "Use Item", target=bk, option="bomb_fire")
    hand(game, "Gunhild", "Queen of Swords")
    turn(game, "Gunhild")
    me, ch = game.challenge.fighter(gk), game.challenge
    offers = cups.item_offers(game, me, ch, game.guild.adventurer(gk))
    assert any(o.target == bk and o.option == "bomb_fire" and "p. 64" in o.label for o in offers)
    events = play(game, "Gunhild", "Queen of Swords", "Use Item", target=bk, option="bomb_fire")
    throw = [e for e in events if isinstance(e, ev.Action) and e.action == "Use Item"]
    assert throw and throw[0].target == game.guild.adventurer(bk).name
    assert kit.count(game.guild.adventurer(gk), "bomb_fire") == 0


def test_the_berserker_may_set_her_beast_on_the_ally_who_hurt_her() -> None:
    """pp. 64 and 118: Sic 'Em sets the beast on a combatant, and Bidziil, who hurt Gunhild,
    counts as an enemy to her rage: her dog is offered against him in the menu (both fight
    menus read it), the text game takes the order, and the bite Wounds him; Bryonie, not
    berserk, may not set hers on him."""
    game, gk, bk, _ = _hurt_by_ally()
    with_dog(game, "Gunhild")
    with_dog(game, "Bryonie", id="c2", name="Snapper")
    _order(game)
    hand(game, "Bryonie", "Knight of Cups")
    turn(game, "Bryonie")
    with pytest.raises(IllegalCommand, match="on your side"):
        play(game, "Bryonie", "Knight of Cups", "Command", target=bk, option="Snapper sic em")
    me, ch = game.challenge.fighter(key(game, "Bryonie")), game.challenge
    offers = command.command_offers(game, me, ch, game.guild.adventurer(me.key))
    assert not any(o.target == bk for o in offers)
    hand(game, "Gunhild", "Queen of Cups")
    turn(game, "Gunhild")
    me, ch = game.challenge.fighter(gk), game.challenge
    offers = command.command_offers(game, me, ch, game.guild.adventurer(gk))
    assert any(
        o.target == bk and o.option == "c1:sic_em" and "enemy to the rage" in o.label
        for o in offers
    )
    first = game.guild.adventurer(gk).name.split()[0]
    mate = game.guild.adventurer(bk).name
    typed = repl.parse(game, f"play {first} Queen of Cups command nipper sic em at {mate}")
    assert isinstance(typed, cmd.Play) and typed.target == bk
    events = game.execute(typed)
    (bite,) = [e for e in events if isinstance(e, ev.Action) and e.action == "Command"]
    assert bite.target == mate and "Nipper bites" in bite.result
    assert any(isinstance(e, ev.Wound) and e.who == mate for e in events)


def test_the_bots_berserker_sets_her_beast_on_the_ally_left_to_defeat() -> None:
    """Policy: the foes beaten and no Resolve to calm, the bot's berserker whose Cups outweigh
    her Swords sets her dog on the ally who hurt her (Sic 'Em, p. 118) as she would on a foe."""
    game, gk, bk, _ = _hurt_by_ally()
    with_dog(game, "Gunhild")
    gunhild = game.guild.adventurer(gk)
    cups_first = gunhild.attributes.model_copy(update={"cups": 4, "swords": 1})
    game.set_adventurer(gunhild.model_copy(update={"resolve": 0, "attributes": cups_first}))
    _beat_the_foes(game)
    _order(game)
    hand(game, "Gunhild", "Queen of Cups")
    turn(game, "Gunhild")
    sent = Autoplay().next(game)
    assert isinstance(sent, cmd.Play) and sent.action == "Command"
    assert sent.target == bk and sent.option == "c1:sic_em"
    events = game.execute(sent)
    assert any(
        isinstance(e, ev.Action) and e.target == game.guild.adventurer(bk).name for e in events
    )
