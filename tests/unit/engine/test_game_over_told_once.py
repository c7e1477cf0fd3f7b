"""The end of a game is told once, in order (issue 19, point 4): a guild that falls in a fight
hears the fight end, then that no one can act, then that the guild is lost — each once, and
nothing of the fight after it."""

from __future__ import annotations

from functools import cache

from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.ui.driver import Driver

NO_ONE = "no one in the guild can act"
FIGHT = (ev.ChallengeRound, ev.Action, ev.Wound, ev.Fate, ev.GroupTest, ev.Draw)


def phases(game: Game) -> list[str]:
    return [e.phase for e in game.log.events if isinstance(e, ev.Phase)]


@cache
def lost_in_fights(wanted: int = 3) -> tuple[Game, ...]:
    """The first lone daring delvers (by seed) whose game ends in a fight, played out."""
    found: list[Game] = []
    for seed in range(200):
        game = Game.new(seed, size=1)
        game.execute(cmd.Delve())
        autoplay.run(game, 60, daring=1.0, steps=3000)
        if game.phase == "over" and "challenge" in phases(game)[-3:]:
            found.append(game)
            if len(found) == wanted:
                return tuple(found)
    raise AssertionError(f"only {len(found)} games below seed 200 end in a fight")


def test_the_end_is_ruled_once_and_after_the_fight() -> None:
    for game in lost_in_fights():
        events = game.log.events
        rulings = [e for e in events if isinstance(e, ev.Gm) and e.why.startswith(NO_ONE)]
        overs = [e for e in events if isinstance(e, ev.Phase) and e.phase == "over"]
        assert len(rulings) == 1 and len(overs) == 1, game.seed
        assert overs[0].seq > rulings[0].seq
        fight_over = max(
            e.seq
            for e in events
            if isinstance(e, ev.Gm) and e.why.startswith("the Challenge ends after ")
        )
        assert rulings[0].seq > fight_over, game.seed  # the fight's end comes first
        assert not [e for e in events if e.seq > overs[0].seq and isinstance(e, FIGHT)]


def test_the_last_lines_of_the_log_say_it_once_in_order() -> None:
    """What the player reads last, in the log and in the game-over dialog."""
    for game in lost_in_fights():
        messages = Driver(game).messages
        last = [m.text for m in messages[-4:]]
        assert len(set(last)) == len(last), last
        assert NO_ONE in last[-2] and last[-1] == "The guild is lost. The game is over.", last
        assert sum(NO_ONE in m.text for m in messages) == 1
        seqs = [m.seq for m in messages if m.seq > 0]
        assert seqs == sorted(seqs)
