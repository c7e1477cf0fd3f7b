"""The Olu Gang's ransom in the text game (We're doomed!, p. 95): the `city` status names who
the dark kept and what each takes, 'ransom NAME' buys one back, and bad words get one line."""

from __future__ import annotations

import io

from tests.unit.engine.test_the_missing import back, famous, kept, purses
from worm.engine import commands as cmd
from worm.text import repl


def said(game: object, *lines: str) -> str:
    out = io.StringIO()
    for line in lines:
        assert repl.answer(game, line, out)  # type: ignore[arg-type]
    return out.getvalue()


def test_the_status_names_the_price_and_ransom_buys_them_back() -> None:
    game, held = kept("Nine of Cups")
    famous(game, 2)
    purses(game, 1_000, 1_500)
    status = said(game, "city")
    assert f"The Olu Gang hold {held.sheet.name} (p. 95): 2,000 gold buys them back" in status
    assert "'ransom NAME'" in status
    first = held.sheet.name.split()[0]
    assert repl.parse(game, f"ransom {first}") == cmd.Ransom(who=first)
    said(game, f"ransom {first.lower()}")
    assert back(game, held)
    assert "Olu Gang" not in said(game, "city")


def test_the_captured_and_the_lost_are_told_where_they_are() -> None:
    game, held = kept("Eight of Cups")
    captor = game.pack.monsters[held.captor].name
    assert f"{held.sheet.name} is held by {captor} on level 1 (p. 95)" in said(game, "city")
    assert "'ransom NAME'" not in said(game, "city")
    game, held = kept("Ten of Cups")
    assert f"{held.sheet.name} is lost on level 1 (p. 95)" in said(game, "city")


def test_ransom_with_no_name_or_short_of_gold_answers_in_one_line() -> None:
    game, held = kept("Nine of Cups")
    famous(game, 5)
    purses(game, 10, 10)
    for line in ("ransom", f"ransom {held.sheet.name}", "ransom Nobody"):
        answer = said(game, line).strip()
        assert answer and "\n" not in answer and "Traceback" not in answer, answer
    assert game.guild.held == (held,)
