"""High Chant in the text game's words (p. 79): ``camp WHO talent high_chant [CARD to MATE, …]``,
``push inspired``, ``test WHO ATTRIBUTE inspired``, the Challenge's ``play`` of the card, and
the sheet line that shows who holds one."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.test_camp import camp_game
from tests.unit.engine.test_challenge_actions import hand, key, lay, ready, turn
from tests.unit.engine.test_high_chant import chanter, chanting, discarded, held, inspired
from worm import tarot
from worm.engine import commands as cmd
from worm.errors import IllegalCommand
from worm.text import fight, narrate, repl


def said(game: object, line: str) -> str:
    out = io.StringIO()
    assert repl.answer(game, line, out)  # type: ignore[arg-type]
    return out.getvalue()


def test_the_chant_words_name_cards_and_holders() -> None:
    game = chanting()
    assert repl.parse(game, "camp a1 talent high_chant") == cmd.CampAct(
        who="a1", action="use_a_talent", what="high_chant"
    )
    assert repl.parse(game, "camp a1 talent high chant kc to a2, 7w to a3") == cmd.CampAct(
        who="a1",
        action="use_a_talent",
        what="high_chant",
        gifts=(("King of Cups", "a2"), ("Seven of Wands", "a3")),
    )
    assert repl.parse(game, "camp a1 talent chant Ten of Pentacles to a1") == cmd.CampAct(
        who="a1", action="use_a_talent", what="high_chant", gifts=(("Ten of Pentacles", "a1"),)
    )


def test_a_typed_chant_deals_the_cards_and_the_sheet_shows_them() -> None:
    game = chanting()
    text = said(game, "camp a1 talent high_chant kc to a2")
    assert "chants" in text and "King of Cups" in text
    a2 = game.guild.adventurer("a2")
    assert "inspired: King of Cups" in narrate.sheet(a2, game.pack, None, game.guild)


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("camp a1 talent high_chant kc", "name each card and who gets it"),
        ("camp a1 talent high_chant kc to nobody", "no adventurer called"),
        ("camp a1 talent high_chant zz to a2", "name each card"),
        ("push sideways", "'push inspired' spends"),
    ],
)
def test_bad_chant_words_get_a_reason(line: str, why: str) -> None:
    game = chanting()
    with pytest.raises(IllegalCommand, match=why):
        repl.parse(game, line)


@pytest.mark.parametrize(
    "line",
    [
        "camp a1 talent high_chant to",
        "camp a1 talent high_chant kc to a2 kc to a3",
        "camp a1 talent high_chant the fool to a2",
        "camp a1 talent chant , , ,",
        "push inspired",
        "test a1 cups inspired",
    ],
)
def test_no_chant_line_ends_in_a_traceback(line: str) -> None:
    game = chanting()
    assert said(game, line)  # an answer, "No: …" or what happened


def test_push_inspired_spends_the_card() -> None:
    game = inspired()
    discarded(game, "Three of Wands")
    game.decks = game.decks.replace(
        tarot.Deck(
            "minor",
            (tarot.card_named("Three of Wands"), *game.decks.minor.draw_pile),
            game.decks.minor.discard_pile[1:],
            game.decks.minor.elsewhere,
        )
    )
    text = said(game, "test a2 swords")
    assert "'push inspired' spends King of Cups" in text
    assert repl.parse(game, "push inspired") == cmd.PushFate(inspired=True)
    text = said(game, "push inspired")
    assert "King of Cups" in text and held(game)["a2"] is None


def test_test_inspired_uses_the_card() -> None:
    game = inspired()
    assert repl.parse(game, "test a2 cups inspired") == cmd.TestFate(
        who="a2", attribute="cups", inspired=True
    )
    said(game, "test a2 cups inspired")
    assert held(game)["a2"] is None


def test_a_chanter_with_nothing_to_chant_is_told_why() -> None:
    game = camp_game()
    chanter(game)
    deck = game.decks.minor
    game.decks = game.decks.replace(
        tarot.Deck("minor", deck.discard_pile + deck.draw_pile, (), deck.elsewhere)
    )
    game.execute(cmd.Camp())
    assert "No: the minor discard pile holds no minor arcana" in said(
        game, "camp a1 talent high_chant"
    )


def test_the_inspiration_card_is_played_by_its_name_in_a_fight() -> None:
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Two of Swords")
    gunhild = key(game, "Gunhild")
    card = tarot.card_named("Knight of Swords")
    discarded(game, card.name)
    game.decks = tarot.take_discarded(game.decks, card)
    game.guild = game.guild.with_adventurer(
        game.guild.adventurer(gunhild).model_copy(update={"inspiration": card})
    )
    turn(game, "Gunhild")
    shown = [line for line in fight.view(game).splitlines() if "inspiration:" in line]
    assert len(shown) == 1 and "Knight of Swords" in shown[0]
    text = said(game, f"play {gunhild} ns attack forest imps 1")
    assert "Knight of Swords" in text
    assert game.guild.adventurer(gunhild).inspiration is None
