"""Counter-spell's second use (p. 82) on the guild's own spells: "a spell already in play" is
anyone's, so one with the talent may end a guild-mate's spell that still holds someone, for 1
Resolve; the bot leaves the guild's own spells to run."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_challenge_actions import fighter, hand, key, lay, play, ready, turn
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import counter_spell
from worm.engine.session import Game
from worm.engine.skirmish import _negate
from worm.text import fightwords

pytestmark = pytest.mark.usefixtures("goblins")


def rooted() -> Game:
    """Bryonie's Binding holds a goblin rooted; Gunhild knows Counter-spell."""
    game = ready()
    lay(game, "The Emperor", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Bryonie", "Six of Cups")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bryonie")
    play(game, "Bryonie", "Six of Cups", "Speak Incantation", target="foes.1", option="binding")
    assert "root" in fighter(game, "foes.1").effects
    teach(game, "Gunhild", counter_spell.TALENT)
    return game


def test_a_guild_mates_spell_in_play_may_be_ended_for_1_resolve() -> None:
    """p. 82: "end the ongoing effects of a spell" — the guild's Binding is one."""
    game = rooted()
    gunhild = key(game, "Gunhild")
    assert counter_spell.in_play(game.challenge) == (("foes.1", "Binding", frozenset({"root"})),)
    before = game.guild.adventurer(gunhild).resolve
    events = game.execute(cmd.Negate(who=gunhild, whom="foes.1"))
    assert "root" not in fighter(game, "foes.1").effects
    assert game.guild.adventurer(gunhild).resolve == before - 1
    assert counter_spell.in_play(game.challenge) == ()
    assert not game.challenge.ours
    said = [e.why for e in events if isinstance(e, ev.Gm) and e.rule == "p. 82"]
    assert any("ends Binding" in why for why in said)
    accounted(game)


def test_the_text_game_names_the_foe_whose_binding_ends() -> None:
    game = rooted()
    gunhild = key(game, "Gunhild")
    name = fighter(game, "foes.1").name
    assert fightwords.parse(game, "negate", f"negate gunhild on {name}") == cmd.Negate(
        who=gunhild, whom="foes.1"
    )


def test_the_bot_ends_a_foes_spell_on_a_guild_mate_but_never_the_guilds_own() -> None:
    """Policy (``skirmish._negate``): the same Knockout on Bidziil is ended when a foe laid
    it, and left when a guild-mate's spell did."""
    game = rooted()
    bidziil = key(game, "Bidziil")
    ch = game.challenge
    ch = ch.with_fighter(replace(ch.fighter(bidziil), effects=frozenset({"knockout"})))
    held = ((bidziil, "Sleep", frozenset({"knockout"})),)
    foes = replace(ch, spelled=held, ours=frozenset())
    ended = _negate(game, foes)
    assert isinstance(ended, cmd.Negate) and ended.whom == bidziil
    own = replace(ch, spelled=held, ours=frozenset({(bidziil, "Sleep")}))
    assert _negate(game, own) is None
