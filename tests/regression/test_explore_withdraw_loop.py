"""Play-test 19, seed 42: a player who presses `o` to explore and backs away (`W`) from every
parley went round in circles — into a room's band, back out, in again — for some 60 watches.
Driven the same way (fights left to the bot), no guild may pass 40 watches with no room newly
entered and no fight (``worm.text.sim.Stall``): explore goes round the bands it backed away
from, or says the only way on is held and stays.
"""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import WormError
from worm.text import sim

SEEDS = range(0, 8)


def drive(seed: int, watches: int = 120) -> tuple[int, str]:
    """Explore, withdraw from every parley, the bot for all else, until the watches run out,
    the guild leaves, or explore refuses: the withdrawals made and explore's last word."""
    game = Game.new(seed)
    game.execute(cmd.Delve())
    bot, stall, withdrawn = Autoplay(0.0), sim.Stall(), 0
    for _ in range(3000):
        if game.phase in ("over", "city") or game.watches >= watches:
            return withdrawn, ""
        command: cmd.Command | None
        if game.phase == "parley":
            command, withdrawn = cmd.Withdraw(), withdrawn + 1
        elif game.phase == "crawl" and game.choice is None and game.pending is None:
            command = cmd.Explore()
        else:
            command = bot.next(game)
            if command is None:
                return withdrawn, ""
        try:
            game.execute(command)
        except WormError as refused:
            if isinstance(command, cmd.Explore):
                return withdrawn, str(refused)
            continue
        stall.after(game)  # raises InvariantViolation on a loop
    return withdrawn, ""


def test_explore_and_withdraw_never_go_round_in_circles() -> None:
    said = {seed: drive(seed) for seed in SEEDS}
    assert any(w for w, _ in said.values()), "no seed here withdraws from a parley"
    held = [words for _, words in said.values() if "the only way on" in words]
    assert held, said  # the refusal is met, and names the room and the band
    assert all("lies through" in words and "backed away from" in words for words in held)
