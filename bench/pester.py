"""Measure: how often a player's guild is stopped to be offered an interrupt (Quick! p. 74,
Heavy Metal Machine p. 70, Counsel p. 78, the Fool p. 114) per round of a fight.

For each seed a guild of three (a player's guild: each Wound asked, ``wound_order.asking``)
delves and is set upon in the first room, as ``worm sim`` sets a fight up; every member is
taught Quick! and Counsel, so the windows those talents open come. The autoplay bot plays the
fight, except that each interrupt window is answered by a player who always passes, in one of
three ways (``--answer``): ``pass`` (asked again next time), ``fight`` (pass, and ask no more
this fight: ``pass quiet``), ``never`` (pass, and a standing no to each talent that asked:
``pass never``). Prints windows, rounds and windows per round over all the fights.

    uv run python bench/pester.py [--seeds N] [--answer pass|fight|never]
"""

from __future__ import annotations

import argparse

from worm.engine import commands as cmd
from worm.engine import meet
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.rules import wound_order
from worm.text import sim

TAUGHT = ("quick", "counsel")


def ready(seed: int) -> Game:
    """A player's guild of three, each knowing Quick! and Counsel, set upon in the first room."""
    creature, count = sim.band(seed)
    game = Game.new(seed, size=sim.GUILD)
    game.guild = wound_order.asking(game.guild)
    for a in game.guild.adventurers:
        known = tuple(t for t in a.talents if t.id not in TAUGHT)
        taught = tuple(Talent(id=t, state="mastered") for t in TAUGHT)
        game.set_adventurer(a.model_copy(update={"talents": (*known, *taught)}))
    game.execute(cmd.Delve())
    meet.start(game, creature, count, game.room, True)
    game.follow_up()
    return game


def answer(how: str) -> cmd.Pass:
    return cmd.Pass() if how == "pass" else cmd.Pass(hush=how)  # type: ignore[arg-type]


def one(game: Game, how: str) -> tuple[int, int]:
    """Interrupt windows the player was stopped for, and rounds fought, in the fight under way."""
    ch = game.challenge
    if ch is None:
        return 0, 0
    serial, bot, windows, rounds = ch.serial, Autoplay(), 0, 0
    for _ in range(5000):
        ch = game.challenge
        if ch is None or ch.serial != serial:
            break
        rounds = max(rounds, ch.round)
        if ch.step == "interrupt" and game.pending is None and game.asked is None:
            windows += 1
            command: cmd.Command | None = answer(how)
        else:
            command = bot.next(game)
        if command is None:
            break
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)
    return windows, rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--answer", choices=("pass", "fight", "never"), default="pass")
    args = parser.parse_args()
    windows = rounds = fights = 0
    for seed in range(1, args.seeds + 1):
        w, r = one(ready(seed), args.answer)
        fights += r > 0
        windows, rounds = windows + w, rounds + r
    per = windows / rounds if rounds else 0.0
    print(
        f"{fights} fights, {rounds} rounds, {windows} interrupt windows: "
        f"{per:.2f} per round (answer: {args.answer})"
    )


if __name__ == "__main__":
    main()
