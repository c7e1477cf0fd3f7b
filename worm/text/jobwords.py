"""The job board in the text game (pp. 46, 154, 160–161, 178): ``jobs`` shows the board and the
contracts the guild holds, ``plan`` goes on to step 7 (the board goes up), ``take N`` signs
the board's Nth contract, ``drop N`` gives up the Nth held, and ``delve [ENTRANCE]`` goes down
by a known surface entrance, named by its level's number or its name."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine.contracts import PLAN_STEP
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.city import Job

USAGE = "'jobs' shows the board; 'take N' signs one, 'drop N' gives one up (p. 160)"
GOALS = {
    "reach": "set foot there",
    "explore": "walk half its rooms",
    "lord": "slay its lord",
    "treasure": "carry it out to the City",
}


def parse(game: Game, verb: str, rest: list[str]) -> cmd.Command | str | None:
    """The job board's words as a command or a page of text; None if they are not these."""
    if verb in ("jobs", "contracts") and not rest:
        return board(game)
    if verb == "plan" and not rest:
        return cmd.Plan()
    if verb == "take" and len(rest) == 1 and rest[0].isascii() and rest[0].isdigit():
        return cmd.TakeContract(contract=rest[0])
    if verb == "drop" and len(rest) == 1:
        return cmd.DropContract(contract=rest[0])
    if verb == "delve" and rest:
        return cmd.Delve(level=entrance(game, " ".join(rest)))
    return None


def entrances(game: Game) -> list[tuple[int, str]]:
    """The surface entrances the guild knows of (p. 178): each level's number and name."""
    return [
        (lv.number, lv.seed.name)
        for lv in game.world.levels
        if lv.slot.surface_entrance in ("main", "known")
    ]


def entrance(game: Game, word: str) -> int:
    """A known entrance by its level's number or (part of) its name."""
    known = entrances(game)
    wanted = word.strip().lower()
    for number, name in known:
        if wanted in (str(number), name.lower()) or (len(wanted) > 2 and wanted in name.lower()):
            return number
    names = ", ".join(f"{n} ({name})" for n, name in known)
    raise IllegalCommand(f"the guild knows no entrance {word[:30]!r}: {names} (p. 178)")


def line(number: int, job: Job) -> str:
    """One contract as the board shows it."""
    return (
        f"{number}. {job.patron} — {job.reward} gold, {GOALS.get(job.goal, job.goal)}: {job.text}"
    )


def board(game: Game) -> str:
    """The job board and the contracts the guild holds (pp. 46, 160–161)."""
    lines = []
    if game.jobs:
        lines.append("Contracts held (p. 46), turned in on the next return (p. 154):")
        lines += ["  " + line(n, j) for n, j in enumerate(game.jobs, start=1)]
    c = game.city
    if c is None or game.phase != "city":
        lines.append("The job board is read in the City, after an expedition (p. 160).")
        return "\n".join(lines)
    if c.step < PLAN_STEP:
        lines.append(
            "The job board goes up in step 7, once everyone has taken a City Action; 'plan' "
            "goes on now, and whoever has not acted takes none (p. 148)."
        )
    elif c.board:
        lines.append("The job board (pp. 160–161):")
        lines += ["  " + line(n, j) for n, j in enumerate(c.board, start=1)]
    else:
        lines.append("The job board is empty (p. 160).")
    known = ", ".join(f"{n} ({name})" for n, name in entrances(game))
    lines.append(f"{USAGE}. Entrances known (p. 178): {known}; 'delve [ENTRANCE]'.")
    return "\n".join(lines)
