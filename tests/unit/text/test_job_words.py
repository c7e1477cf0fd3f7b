"""The job board in the text game (pp. 46, 154, 160–161, 178): 'jobs', 'take N', 'drop N' and
'delve [ENTRANCE]', each answered in words, never with a traceback."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.test_crawl import WALK, below
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl


def surfaced(*, planned: bool = True) -> Game:
    """Back in the City; with ``planned``, on to step 7 by the word 'plan'."""
    game = below(WALK)
    game.execute(cmd.Take(way="out"))
    if planned:
        said(game, "plan")
    return game


def said(game: Game, *lines: str) -> str:
    out = io.StringIO()
    for line in lines:
        assert repl.answer(game, line, out)
    return out.getvalue()


def test_before_step_7_jobs_says_how_to_put_the_board_up() -> None:
    game = surfaced(planned=False)
    assert "'plan' goes on now" in said(game, "jobs")
    assert "step 7" in said(game, "take 1")  # refused in words
    said(game, "plan")
    assert game.city is not None and game.city.step == 7 and game.city.board


def test_jobs_shows_the_board_with_rewards_goals_and_the_known_entrances() -> None:
    game = surfaced()
    assert game.city is not None
    text = said(game, "jobs")
    for n, job in enumerate(game.city.board, start=1):
        assert f"{n}. {job.patron} — {job.reward} gold" in text
    assert "Entrances known (p. 178): 1 (" in text


def test_take_and_drop_sign_and_give_up_by_number() -> None:
    game = surfaced()
    assert game.city is not None
    first = game.city.board[0]
    assert "Contract signed — " + first.patron in said(game, "take 1")
    assert game.guild.contracts == (first.id,)
    assert "Contracts held" in said(game, "jobs")
    assert "Contract failed" in said(game, "drop 1")
    assert game.guild.contracts == ()


def test_delve_names_the_entrance_by_number_or_name() -> None:
    game = surfaced()
    name = game.world.levels[0].seed.name
    assert repl.parse(game, f"delve {name}") == cmd.Delve(level=1)
    assert repl.parse(game, "delve 1") == cmd.Delve(level=1)
    with pytest.raises(IllegalCommand, match="knows no entrance"):
        repl.parse(game, "delve nowhere")
    said(game, "delve 1")
    assert game.phase == "crawl"


@pytest.mark.parametrize(
    "line", ["take 99", "take 0", "drop 7", "drop x", "jobs now", "delve ???", "take 1 2"]
)
def test_odd_job_words_are_answered_in_words(line: str) -> None:
    game = surfaced()
    text = said(game, line)
    assert text.startswith("No: ") and "Traceback" not in text


def test_in_the_crawl_take_n_is_refused_and_take_alone_still_takes_treasure() -> None:
    game = below(WALK)
    assert said(game, "take 1").startswith("No: contracts are signed in the City")
    assert repl.parse(game, "take") == cmd.TakeTreasure()


def test_the_city_status_counts_the_contracts_held_and_on_the_board() -> None:
    game = surfaced()
    said(game, "take 1")
    assert "Contracts (p. 160): 1 held, 4 on the job board; 'jobs'." in said(game, "city")


@pytest.mark.parametrize("odd", ["²", "٣", "１", "9" * 5000])
def test_a_board_number_that_is_no_plain_number_is_refused_in_words(odd: str) -> None:
    game = surfaced()
    answer = said(game, f"take {odd}")
    assert answer.startswith("No: ") and len(answer.splitlines()) == 1
    assert game.jobs == ()
