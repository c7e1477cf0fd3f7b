"""Make a Pact in the text game (p. 83): ``camp WHO talent gramarye PACT [SPELL] …``, the
sheet's Pacts line, and the warning before a line that would break a pact."""

from __future__ import annotations

import io

import pytest

from worm.engine import commands as cmd
from worm.engine import kit
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Pact, Talent
from worm.text import narrate, repl

from .test_camp_words import below


def sorcerer(game: Game) -> str:
    """The guild's sorcerer, Gramarye mastered, no weapon or armor on hand or belt."""
    a = next(a for a in game.guild.adventurers if a.talent("gramarye") is not None)
    talents = tuple(Talent(id=t.id, state="mastered") for t in a.talents)
    inventory = a.inventory.model_copy(
        update={"hands": (None,) * len(a.inventory.hands), "belt": (None,) * len(a.inventory.belt)}
    )
    game.set_adventurer(a.model_copy(update={"talents": talents, "inventory": inventory}))
    return a.id


def said(game: Game, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)
    return out.getvalue()


def test_the_words_name_pacts_and_the_spells_they_charge() -> None:
    game = below()
    who = sorcerer(game)
    game.execute(cmd.Camp())
    first = game.guild.adventurer(who).name.split()[0]
    assert repl.parse(game, f"camp {first} talent gramarye silence sleep forego skins") == (
        cmd.CampAct(
            who=who,
            action="use_a_talent",
            what="gramarye",
            pacts=(("silence", "sleep"), ("forego_skins", None)),
        )
    )
    assert repl.parse(
        game, f"camp {first} talent gramarye self-mutilation give form to nothingness"
    ) == (
        cmd.CampAct(
            who=who,
            action="use_a_talent",
            what="gramarye",
            pacts=(("self_mutilation", "give_form_to_nothingness"),),
        )
    )
    with pytest.raises(IllegalCommand, match="no pact 'gossip'"):
        repl.parse(game, f"camp {first} talent gramarye gossip")


def test_a_pact_sworn_in_words_shows_on_the_sheet() -> None:
    game = below()
    who = sorcerer(game)
    game.execute(cmd.Camp())
    first = game.guild.adventurer(who).name.split()[0]
    answer = said(game, f"camp {first} talent gramarye verity sleep")
    assert "makes a pact: Verity (Sleep charged)" in answer
    sheet = narrate.sheet(game.guild.adventurer(who), game.pack)
    assert "Pacts: Verity (charges Sleep)" in sheet


def test_a_line_that_breaks_a_pact_is_warned_of_then_done_with_anyway() -> None:
    """p. 83: eating a single ration breaks Gluttony; the text game warns and waits."""
    game = below()
    who = sorcerer(game)
    a = game.guild.adventurer(who)
    a, _ = kit.lose(a, "ration", kit.count(a, "ration"))
    a, _ = kit.gain(a, "ration", 1, game.pack)
    game.set_adventurer(a.model_copy(update={"pacts": (Pact(id="gluttony", spell="sleep"),)}))
    game.execute(cmd.Camp())
    sent = len(game.history)
    for b in game.guild.adventurers:
        if b.id != who:
            game.execute(cmd.CampAct(who=b.id, action="rest_and_recover"))
    sent = len(game.history)
    warned = said(game, "camp on")
    assert "would break a pact" in warned and "Gluttony" in warned
    assert game.camp is not None and game.camp.step == 1 and len(game.history) == sent
    assert game.guild.adventurer(who).pact("gluttony") is not None
    done = said(game, "camp on anyway")
    assert "breaks Gluttony" in done
    assert game.guild.adventurer(who).pact("gluttony") is None


@pytest.mark.parametrize(
    "line",
    ["camp a1 talent gramarye", "camp a1 talent gramarye silence nope nope", "x anyway", "anyway"],
)
def test_odd_pact_lines_answer_without_a_traceback(line: str) -> None:
    game = below()
    game.execute(cmd.Camp())
    assert said(game, line).strip()
