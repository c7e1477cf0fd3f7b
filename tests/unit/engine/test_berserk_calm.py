"""Berserkergang (p. 64): a berserker must spend 1 Resolve to end the rage before the fight is
won — then Dodge and the rest are open again and the Attacks lose their favor.

Seed 2's guild against three goblins as ``test_challenge_actions`` sets it up; Gunhild is put
in a rage by hand (going berserk is ``test_talents_in_fights``'s)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import goblins, goblins_block, take  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    become,
    hand,
    hold,
    key,
    lay,
    play,
    ready,
    rulings,
    turn,
)
from worm.engine import commands as cmd
from worm.engine.actions import blood, fighters
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.model.challenge import evolve
from worm.text import fightwords

pytestmark = pytest.mark.usefixtures("goblins")


def raging(resolve: int = 2) -> Game:
    game = ready()
    gk = key(game, "Gunhild")
    ch = game.challenge
    me = ch.fighter(gk)
    game.challenge = ch.with_fighter(evolve(me, effects=me.effects | {blood.BERSERK}))
    a = game.guild.adventurer(gk)
    game.set_adventurer(a.model_copy(update={"resolve": resolve}))
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Knight of Swords", "Two of Pentacles")
    return game


def test_calming_costs_one_resolve_and_opens_dodge_again() -> None:
    game = raging(resolve=2)
    gk = key(game, "Gunhild")
    turn(game, "Gunhild")
    with pytest.raises(IllegalCommand, match="Berserkergang"):
        play(game, "Gunhild", "Two of Pentacles", "Dodge")
    events = game.execute(cmd.Calm(who=gk))
    assert rulings(events, "masters the rage")
    assert game.guild.adventurer(gk).resolve == 1
    assert blood.BERSERK not in game.challenge.fighter(gk).effects
    play(game, "Gunhild", "Two of Pentacles", "Dodge")  # no longer barred


@pytest.mark.parametrize(
    ("berserk", "resolve", "why"), [(True, 0, "no Resolve"), (False, 2, "not berserk")]
)
def test_no_calming_without_rage_or_resolve(berserk: bool, resolve: int, why: str) -> None:
    game = raging(resolve=resolve)
    gk = key(game, "Gunhild")
    if not berserk:
        me = game.challenge.fighter(gk)
        game.challenge = game.challenge.with_fighter(evolve(me, effects=frozenset()))
    with pytest.raises(IllegalCommand, match=why):
        game.execute(cmd.Calm(who=gk))


def test_the_text_game_reads_calm() -> None:
    game = raging()
    gk = key(game, "Gunhild")
    assert fightwords.parse(game, "calm", "calm") == cmd.Calm(who=gk)  # the only berserker
    assert fightwords.parse(game, "calm", "calm gunhild") == cmd.Calm(who=gk)


def test_the_bot_calms_down_when_its_blows_cannot_harm_the_foes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Bare hands on foes bigger than a person harm nothing (p. 116): the raging bot ends the
    rage for 1 Resolve rather than swing in vain; with a weapon in hand it keeps raging."""
    become(monkeypatch, lambda pack: replace(goblins_block(pack), larger=True))
    monkeypatch.setattr(fighters, "_BLOCK", [(None, "", None)])  # forget the last stat block
    game = raging()
    gk = key(game, "Gunhild")
    hold(game, "Gunhild")
    turn(game, "Gunhild")
    assert Skirmisher().next(game) == cmd.Calm(who=gk)
    hold(game, "Gunhild", "dagger")
    command = Skirmisher().next(game)
    assert not isinstance(command, cmd.Calm)
