"""The ``worm`` command (CONTRACTS §1).

The game's modules take about a second to import (the UI two), so each handler imports what it
needs and ``worm --help`` answers at once; every such import says so. Light ones are at the top.
"""

from __future__ import annotations

import argparse
import functools
import gc
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, NoReturn, TypeAlias

from worm.errors import WormError

ATTRIBUTES = ("swords", "pentacles", "cups", "wands")
DELVE_WATCHES = 100  # the watch limit a delve of ``--delves N`` when --watches is not given


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed must be an integer, got {text!r}") from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"seed must satisfy 0 ≤ seed < 2**63, got {value}")
    return value


def _whole(text: str) -> int:
    """A whole number written in plain digits, or -1 (so '²', '-3' and 5,000 digits all fail
    the range check that follows, with the text shown)."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 18 else -1


def _size(text: str) -> int:
    value = _whole(text)
    if not 1 <= value <= 4:
        raise argparse.ArgumentTypeError(f"a guild has 1 to 4 adventurers, got {text!r}")
    return value


def _levels(text: str) -> int:
    value = _whole(text)
    if not 3 <= value <= 21:
        raise argparse.ArgumentTypeError(f"an Underworld has 3 to 21 levels (p. 332), got {text!r}")
    return value


def _count(text: str) -> int:
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(
            f"expected a whole number of at least 1, got {_glimpse(text)}"
        )
    return value


def _chance(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 <= value <= 1.0:  # also refuses nan
        raise argparse.ArgumentTypeError(f"expected a chance from 0 to 1, got {_glimpse(text)}")
    return value


def _glimpse(text: str) -> str:
    """A typed argument's repr, cut short enough for a one-line message."""
    return repr(text) if len(text) <= 24 else f"{text[:16]!r}… ({len(text):,} characters)"


def _watches(watches: int | None, delves: int | None, default: int) -> int:
    """The watch limit: as given, else ``DELVE_WATCHES`` a delve with --delves, else ``default``."""
    if watches is not None:
        return watches
    return default if delves is None else DELVE_WATCHES * delves


def _jobs(jobs: int) -> int:
    """``--jobs`` capped at the cores this process may use, saying so on stderr when capped."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    cores = max(1, cores or 1)
    if jobs > cores:
        print(
            f"worm: --jobs {jobs} is more than the {cores} cores here; using {cores}",
            file=sys.stderr,
        )
        return cores
    return jobs


def _play_options(parser: argparse.ArgumentParser, suppress: bool) -> None:
    """``worm`` alone means ``worm play``, so both take the play options. The subcommand's
    copies default to SUPPRESS so they never overwrite values given before the subcommand."""

    def default(value: object) -> object:
        return argparse.SUPPRESS if suppress else value

    parser.add_argument(
        "--seed", type=_seed, default=default(None), help="master seed (default: random)"
    )
    parser.add_argument(
        "--guild-size", type=_size, default=default(3), help="adventurers, 1–4 (default 3)"
    )
    parser.add_argument(
        "--text",
        action="store_true",
        default=default(False),
        help="narrated plain text on stdin/stdout",
    )
    parser.add_argument(
        "--quickstart",
        action="store_true",
        default=default(False),
        help="skip straight to a ready guild",
    )
    parser.add_argument(
        "--script", type=Path, default=default(None), help="read commands from this file, not stdin"
    )
    parser.add_argument(
        "--gm-wounds",
        action="store_true",
        default=default(False),
        help="text game: the GM's careful default takes each Wound, never asking (p. 124)",
    )
    parser.add_argument(
        "--events", type=Path, default=default(None), help="write every event as JSON Lines here"
    )
    parser.add_argument(
        "--saves-dir",
        type=Path,
        default=default(Path("saves")),
        metavar="DIR",
        help="where games are saved (default saves/)",
    )
    parser.add_argument(
        "--load", default=default(None), metavar="NAME", help="go on from the saved game NAME"
    )
    parser.add_argument(
        "--save",
        default=default(None),
        metavar="NAME",
        help="save as NAME at every watch and phase change and on leaving (default: the guild "
        "and seed, when a player types at a terminal)",
    )
    parser.add_argument(
        "--keymap",
        type=Path,
        default=default(None),
        help="a TOML file of key bindings by id (default: ~/.config/worm/keymap.toml if present)",
    )
    parser.add_argument(
        "--theme",
        choices=("worm", "worm-high-contrast"),
        default=default("worm"),
        help="colours of the terminal game",
    )


def _saves_dir(parser: argparse.ArgumentParser) -> None:
    """``--saves-dir DIR`` (CONTRACTS §1), the same for every command that reads saves."""
    parser.add_argument(
        "--saves-dir", type=Path, default=Path("saves"), metavar="DIR", help="default saves/"
    )


SHAPES = ("caverns", "halls", "towers", "streets", "water", "organic")  # worm.gen.maps.Shape


def _gen_settings(gen: argparse.ArgumentParser) -> None:
    """``worm gen``'s settings (docs/gen-format.md, "Settings"), the catalog and Dask. Each
    setting flag is a key of the ``--settings`` file, and beats it; unchecked here, so a bad
    value from either place is one line naming where it came from."""
    group = gen.add_argument_group(
        "settings", "forced on every level; also keys of a --settings TOML file (flags win)"
    )
    group.add_argument(
        "--settings",
        type=Path,
        default=None,
        metavar="FILE.toml",
        help="read these settings from a TOML file (docs/gen-format.md, Settings)",
    )
    group.add_argument("--shape", choices=SHAPES, default=None, help="every level in this shape")
    group.add_argument(
        "--cards", default=None, metavar="3,7,12", help="lay these major cards (or III,VII,XII)"
    )
    group.add_argument("--rooms", default=None, metavar="LOW-HIGH", help="rooms per level")
    group.add_argument(
        "--loop-rate", default=None, metavar="R", help="extra pathways per room, 0–1"
    )
    group.add_argument(
        "--secret-share",
        default=None,
        metavar="P",
        help="share of pathways made secret doors (default 0.25)",
    )
    group.add_argument(
        "--secret-entrance-share",
        default=None,
        metavar="P",
        help="share of other surface dungeons with a secret entrance (default 0.5)",
    )
    group.add_argument(
        "--secret-connection-share",
        default=None,
        metavar="P",
        help="share of connections between levels that are secret (default 0.2)",
    )
    group.add_argument(
        "--tier-width", default=None, metavar="N", help="middle cards to a row of the table (2)"
    )
    group.add_argument(
        "--diagonal-adjacent",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="cards touching at a corner connect (default off)",
    )
    group.add_argument(
        "--one-divides-all",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="card I divides every card (default off)",
    )
    gen.add_argument(
        "--catalog",
        type=_count,
        default=None,
        metavar="N",
        help="write a browsable catalog of N seeds (from --seed-start) into the folder --out",
    )
    gen.add_argument(
        "--scheduler",
        default=None,
        metavar="ADDRESS",
        help="run a batch on the Dask cluster whose scheduler is at ADDRESS (extra worm[dask])",
    )


SETTING_FLAGS = (
    "levels",
    "shape",
    "cards",
    "rooms",
    "loop_rate",
    "secret_share",
    "secret_entrance_share",
    "secret_connection_share",
    "tier_width",
    "diagonal_adjacent",
    "one_divides_all",
)


ONE_LINE = ("city",)
"""Commands whose unknown options are one line too (the top parser reports those)."""


def _one_line_usage(parser: argparse.ArgumentParser) -> None:
    """Bad usage of this subcommand is one line on stderr and exit 2 (CONTRACTS §1), not
    argparse's usage block."""

    def error(message: str) -> NoReturn:
        parser.exit(2, f"{parser.prog}: error: {message} (see {parser.prog} --help)\n")

    parser.error = error  # type: ignore[method-assign]  # argparse has no hook for its message


def _help_width() -> int:
    """The help's width as ``shutil.get_terminal_size`` gives it (COLUMNS, else the terminal,
    else 80), less argparse's margin of 2 — without importing shutil (and bz2 and lzma), which
    argparse does for every parser it builds when it is not given a width."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return (columns if columns > 0 else 80) - 2


def _formatter(prog: str) -> argparse.HelpFormatter:
    return argparse.HelpFormatter(prog, width=_help_width())


Commands: TypeAlias = "argparse._SubParsersAction[_Parser]"
"""Where each command's parser is added (``parser``)."""


class _Parser(argparse.ArgumentParser):
    """argparse's parser, its help formatted at the terminal's width without shutil; the
    subcommands' parsers are of this class too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _formatter)
        super().__init__(*args, **kwargs)


def parser(only: str | None = None) -> argparse.ArgumentParser:
    """worm's parser; ``only``: the one command whose parser is wanted (``main`` asks for the
    command typed first, so that ``worm gen`` builds no other command's: building all of
    them took ``worm gen`` 3 ms), None: every command's."""
    top = _Parser(
        prog="worm",
        description="A solo roguelike of His Majesty the Worm. With no command, plays.",
    )
    top.add_argument("--debug", action="store_true", help="show tracebacks for errors")
    _play_options(top, suppress=False)
    sub = top.add_subparsers(dest="command")
    for name, add in COMMANDS.items():
        if only is None or only == name:
            add(sub)
    return top


def _play_command(sub: Commands) -> None:
    play = sub.add_parser("play", help="play: the terminal game, or --text for plain lines")
    _play_options(play, suppress=True)


def _guild_command(sub: Commands) -> None:
    guild = sub.add_parser("guild", help="show the guild a seed makes")
    guild.add_argument("--seed", type=_seed, default=argparse.SUPPRESS)
    guild.add_argument("--guild-size", type=_size, default=argparse.SUPPRESS)
    guild.add_argument("--json", action="store_true", help="print the roster as JSON")


def _fate_command(sub: Commands) -> None:
    test = sub.add_parser("fate", help="draw one test of fate and show the working (pp. 8–9)")
    test.add_argument("attribute", choices=ATTRIBUTES)
    test.add_argument("--rating", type=int, choices=range(1, 5), default=2, metavar="1-4")
    mods = test.add_mutually_exclusive_group()
    mods.add_argument("--favor", action="store_true", help="+3 (p. 10)")
    mods.add_argument("--disfavor", action="store_true", help="−3 (p. 10)")
    test.add_argument("--push", action="store_true", help="push fate if the test fails (p. 9)")
    test.add_argument("--seed", type=_seed, default=argparse.SUPPRESS)


def _gen_command(sub: Commands) -> None:
    gen = sub.add_parser(
        "gen",
        help="generate an Underworld (Appendix E), or a batch of metrics rows",
        description="One Underworld as an ASCII overview (default), JSON, SVG or PNG, a keyed "
        "GM document (Markdown or HTML) or a Universal VTT map; or with --batch, one row of "
        "metrics per Underworld as CSV or JSON Lines.",
    )
    gen.add_argument("--seed", type=_seed, default=None, help="master seed (default: random)")
    gen.add_argument(
        "--levels",
        type=_levels,
        default=None,
        metavar="K",
        help="major cards drawn, 3–21 (default 5, or as many as --cards)",
    )
    gen.add_argument(
        "--format",
        choices=("ascii", "json", "svg", "png", "md", "html", "dd2vtt"),
        default=None,
        help="default: ascii, or taken from --out's extension; md and html are the keyed GM "
        "document, dd2vtt a Universal VTT map of one level",
    )
    gen.add_argument(
        "--players",
        action="store_true",
        help="svg/png: the players' map (outlines and keys, no secrets)",
    )
    gen.add_argument(
        "--level",
        type=_count,
        default=None,
        metavar="N",
        help="svg/png: draw level N alone, large, with room contents; dd2vtt: the level to "
        "export (default 1)",
    )
    gen.add_argument("--out", type=Path, default=None, help="write here instead of stdout")
    gen.add_argument(
        "--batch",
        type=_count,
        default=None,
        metavar="COUNT",
        help="generate COUNT Underworlds and write one metrics row each",
    )
    gen.add_argument(
        "--seed-start", type=_seed, default=0, metavar="N", help="first seed of a batch (default 0)"
    )
    gen.add_argument(
        "--jobs",
        type=_count,
        default=1,
        metavar="J",
        help="worker processes for a batch or a catalog (default 1)",
    )
    _gen_settings(gen)


def _city_command(sub: Commands) -> None:
    town = sub.add_parser(
        "city",
        help="show the City a seed makes (Appendix D)",
        description="The City of a seed: its ruler, districts on a grid and fourteen gates.",
    )
    town.add_argument("--seed", type=_seed, default=None, help="master seed (default: random)")
    town.add_argument(
        "--format", choices=("text", "json", "svg"), default="text", help="default: text"
    )
    _one_line_usage(town)


def _demo_command(sub: Commands) -> None:
    demo = sub.add_parser("demo", help="watch the automated GM play a guild (autoplay)")
    demo.add_argument("--seed", type=_seed, default=None, help="master seed (default: random)")
    demo.add_argument(
        "--watches",
        type=_count,
        default=None,
        metavar="W",
        help="stop after this many watches (default 200; with --delves N, 100 × N)",
    )
    demo.add_argument(
        "--delves",
        type=_count,
        default=None,
        metavar="N",
        help="play N expeditions, each with its camps and City Phase, then stop (or sooner "
        "if the guild is lost); without it the demo stops when 4 expeditions in a row find no "
        "new room",
    )
    demo.add_argument(
        "--events",
        type=Path,
        default=None,
        metavar="FILE.jsonl",
        help="write every event as JSON Lines here",
    )
    demo.add_argument("--save", default=None, metavar="NAME", help="save the game at the end")
    demo.add_argument("--load", default=None, metavar="NAME", help="go on from a saved game")
    _saves_dir(demo)


def _saves_command(sub: Commands) -> None:
    saves = sub.add_parser("saves", help="list the saved games")
    _saves_dir(saves)
    _one_line_usage(saves)


def _chronicle_command(sub: Commands) -> None:
    chronicle = sub.add_parser(
        "chronicle",
        help="print the Markdown chronicle of a saved game",
        description="The story of a saved game in Markdown: the guild and its sheets, every "
        "delve's levels and rooms, the cards that mattered, each fight and each death.",
    )
    chronicle.add_argument("name", metavar="NAME", help="the saved game (as 'worm saves' lists)")
    _saves_dir(chronicle)
    _one_line_usage(chronicle)


def _replay_command(sub: Commands) -> None:
    replay = sub.add_parser(
        "replay",
        help="replay a saved game, forward and back",
        description="A saved game played again from its seed and commands: in the terminal, "
        "step forward and back or jump watch by watch; with --text, narrated to the end, or "
        "moved by lines on stdin (n [K] next, b [K] back, w N watch N, q quit).",
    )
    replay.add_argument("name", metavar="NAME", help="the saved game (as 'worm saves' lists)")
    replay.add_argument("--text", action="store_true", help="narrated plain text on stdout")
    _saves_dir(replay)
    _one_line_usage(replay)


def _sim_command(sub: Commands) -> None:
    sim = sub.add_parser(
        "sim",
        help="many autoplayed fights and campaigns, headless, with every invariant checked",
        description="Autoplay a fight and/or a whole campaign for each of COUNT seeds, check the "
        "game's invariants after every command, and print summary statistics. Exits 1 if any "
        "run crashed or broke an invariant.",
    )
    sim.add_argument(
        "--count", type=_count, default=100, metavar="N", help="seeds to run (default 100)"
    )
    sim.add_argument(
        "--seed-start", type=_seed, default=0, metavar="N", help="first seed (default 0)"
    )
    sim.add_argument(
        "--jobs",
        type=_count,
        default=1,
        metavar="J",
        help="worker processes (default 1); the figures do not depend on it",
    )
    sim.add_argument(
        "--kind",
        choices=("fights", "campaigns", "both"),
        default="both",
        help="a fight per seed, a campaign per seed, or both (default)",
    )
    sim.add_argument(
        "--watches",
        type=_count,
        default=None,
        metavar="W",
        help="watches per campaign (default 40; with --delves N, 100 × N)",
    )
    sim.add_argument(
        "--delves",
        type=_count,
        default=None,
        metavar="N",
        help="each campaign plays N expeditions with their City Phases (or until the guild is "
        "lost); without it a campaign stops when 4 expeditions in a row find no new room",
    )
    sim.add_argument(
        "--daring",
        type=_chance,
        default=0.3,
        metavar="P",
        help="chance a campaign's guild tries each option a room offers, risky or not "
        "(default 0.3; 0 plays as carefully as the demo)",
    )
    sim.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    sim.add_argument(
        "--scheduler",
        default=None,
        metavar="ADDRESS",
        help="run the seeds on the Dask cluster whose scheduler is at ADDRESS (extra worm[dask]) "
        "instead of --jobs processes; the figures are the same",
    )
    _one_line_usage(sim)


def _assets_command(sub: Commands) -> None:
    assets = sub.add_parser("assets", help="content pack tools")
    assets_sub = assets.add_subparsers(dest="assets_command", required=True)
    check = assets_sub.add_parser("check", help="validate a content pack folder")
    check.add_argument("path", nargs="?", type=Path, default=None, help="default: the shipped pack")


COMMANDS: dict[str, Callable[[Commands], None]] = {
    "play": _play_command,
    "guild": _guild_command,
    "fate": _fate_command,
    "gen": _gen_command,
    "city": _city_command,
    "demo": _demo_command,
    "saves": _saves_command,
    "chronicle": _chronicle_command,
    "replay": _replay_command,
    "sim": _sim_command,
    "assets": _assets_command,
}
"""Each command and what adds its parser, in the order ``worm --help`` lists them."""


class Terminated(BaseException):
    """SIGTERM, raised as an exception so that files being written are finished and closed; a
    BaseException, as KeyboardInterrupt is, so that no ``except Exception`` on the way (a cache
    being rebuilt, a save being written) can swallow it and leave the game waiting on input."""


def _terminate(signum: int, frame: object) -> None:
    raise Terminated


def main(argv: list[str] | None = None) -> int:
    typed = sys.argv[1:] if argv is None else argv
    top = parser(typed[0] if typed and typed[0] in COMMANDS else None)
    args, extra = top.parse_known_args(typed)
    if extra:  # what parse_args does, but one line for the commands that promise it
        message = f"unrecognized arguments: {' '.join(extra)}"
        if args.command in ONE_LINE:
            top.exit(2, f"worm {args.command}: error: {message} (see worm {args.command} --help)\n")
        parser().error(message)  # with every command in its usage
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        return _dispatch(args)
    except KeyboardInterrupt:
        return 130
    except Terminated:
        return 143  # as a shell reports a SIGTERM, after every open file was closed
    except BrokenPipeError:  # the reader went away (``worm gen --batch 9 | head``): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except Exception as error:  # the CLI alone catches everything (STYLE, "Errors")
        if args.debug:
            raise
        if isinstance(error, WormError):
            print(f"worm: {error}", file=sys.stderr)
            return 1
        print(
            f"worm: internal error: {error!r} (run with --debug for the traceback)", file=sys.stderr
        )
        return 1
    finally:
        signal.signal(signal.SIGTERM, previous)


def _list_saves(found: list[Any], where: Path) -> int:
    """``worm saves``: one line a save, newest first; a bad one says why."""
    if not found:
        print(f"no saved games in {where}")
        return 0
    for s in found:
        if s.problem:
            print(f"{s.name}: cannot be read ({s.problem.split(': ', 1)[-1]})")
        else:
            print(f"{s.name}: {s.guild}, level {s.level}, watch {s.watch}, {s.phase}, {s.saved_at}")
    return 0


def _chronicle(name: str, where: Path) -> int:
    """``worm chronicle NAME``: the saved game's chronicle on stdout; a bad save is one line."""
    from worm.saves import folder, games, savefile  # lazy, as the others
    from worm.text import chronicle  # lazy, for a quick --help: ~1 s

    path = folder.path_of(where, name)
    if not path.is_file() and not savefile.backup_of(path).is_file():
        raise WormError(f"no saved game {name!r} in {where} ('worm saves' lists them)")
    game, notice = games.load(path)
    if notice:
        print(f"worm: {notice}", file=sys.stderr)
    sys.stdout.write(chronicle.of(game))
    return 0


def _replay(args: argparse.Namespace) -> int:
    """``worm replay NAME``: the saved game played again, in the terminal or as text."""
    from worm.saves import folder, replay, savefile  # lazy, as the others

    path = folder.path_of(args.saves_dir, args.name)
    if not path.is_file() and not savefile.backup_of(path).is_file():
        raise WormError(
            f"no saved game {args.name!r} in {args.saves_dir} ('worm saves' lists them)"
        )
    terminal = not args.text and _terminal()
    keys = _keymap(None) if terminal else {}  # a bad keymap file fails before the long replay
    played, notice = replay.load(path)
    if notice:
        print(f"worm: {notice}", file=sys.stderr)
    if terminal:
        from worm.ui.app import WormApp  # lazy, for a quick --help: ~2 s with Textual

        app = WormApp(keymap=keys, replay=played, tracebacks=args.debug)
        app.run()
        if app.crash is not None and not args.debug:
            raise app.crash  # main() says it in one line and exits 1
        return 0 if app.crash is None else 1
    from worm.text import console  # lazy, as below
    from worm.text import replay as told  # lazy, for a quick --help: ~1 s

    lines = None if sys.stdin.isatty() else sys.stdin.readlines() or None
    return told.run(played, lines, console.tolerant(sys.stdout))


def _random_seed() -> int:
    import secrets  # lazy: only a run without --seed needs it (hmac and OpenSSL, ~3 ms)

    return secrets.randbelow(2**63)


def _dispatch(args: argparse.Namespace) -> int:
    command = args.command or "play"
    if command == "play":
        seed = _random_seed() if args.seed is None else args.seed
        keys = _keymap(args.keymap)  # a bad keymap file is an error in every mode
        if not args.text and args.script is None and _terminal():
            return _terminal_game(args, seed, keys)
        from worm.saves import folder  # lazy, as below
        from worm.text import repl  # lazy, for a quick --help: ~1 s

        load = None if args.load is None else folder.path_of(args.saves_dir, args.load)
        name = args.save or (args.load if load is not None else None)
        if name is None and args.script is None and sys.stdin.isatty():
            name = f"guild-{seed}"  # a player at a terminal never loses a run
        save = None if name is None else folder.path_of(folder.made(args.saves_dir), name)
        return repl.run(
            seed,
            size=args.guild_size,
            script=args.script,
            events=args.events,
            save=save,
            load=load,
            ask=not args.gm_wounds,
        )
    if command == "saves":
        from worm.saves import folder  # lazy, as the others

        return _list_saves(folder.listing(args.saves_dir), args.saves_dir)
    if command == "chronicle":
        return _chronicle(args.name, args.saves_dir)
    if command == "replay":
        return _replay(args)
    if command == "guild":
        from worm.text import narrate  # lazy, for a quick --help: ~1 s

        seed = 1 if args.seed is None else args.seed
        print(narrate.guild_report(seed, args.guild_size, as_json=args.json))
        return 0
    if command == "fate":
        from worm.text import narrate  # lazy, for a quick --help: ~1 s

        seed = _random_seed() if args.seed is None else args.seed
        favor: Literal[-3, 0, 3] = 3 if args.favor else -3 if args.disfavor else 0
        print(narrate.one_test(seed, args.attribute, args.rating, favor, args.push))
        return 0
    if command == "assets":
        return _assets_check(args.path)
    if command == "demo":
        from worm.saves import folder  # lazy, as below
        from worm.text import demo  # lazy, for a quick --help: ~1 s

        seed = _random_seed() if args.seed is None else args.seed
        load = None if args.load is None else folder.path_of(args.saves_dir, args.load)
        save = None if args.save is None else folder.path_of(folder.made(args.saves_dir), args.save)
        watches = _watches(args.watches, args.delves, 200)
        return demo.run(seed, watches, args.events, save=save, load=load, delves=args.delves)
    if command == "sim":
        from worm.text import sim  # lazy, for a quick --help: ~1 s

        if args.scheduler is not None:
            from worm.gen import cluster  # lazy: Dask only when --scheduler is given

            with cluster.Farm(args.scheduler) as farm:
                return _sim(sim, args, farm.map)
        return _sim(sim, args, None)
    if command == "city":
        from worm.gen import city_command  # lazy, for a quick --help, as ``gen``

        seed = _random_seed() if args.seed is None else args.seed
        return city_command.run(seed=seed, form=args.format)
    if command == "gen":
        return _gen(args)
    raise AssertionError(command)


def _gen(args: argparse.Namespace) -> int:
    """``worm gen``: one Underworld with the garbage collector off (its imports and its
    making give it 15 collections, 4 ms, that find nothing worth it), and on again as it
    was; a batch or a catalog with it on."""
    if args.batch is not None or args.catalog is not None:
        return _gen_any(args)
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _gen_any(args)
    finally:
        if collecting:
            gc.enable()


def _gen_any(args: argparse.Namespace) -> int:
    """``worm gen``: the settings (file, then flags), then one Underworld, a batch or a
    catalog; a batch on a Dask cluster with --scheduler."""
    from worm.gen import command as gen_command  # lazy, for a quick --help: ~0.7 s
    from worm.gen.layout import LayoutSettings  # lazy, as the line above (which loads it)

    seed = _random_seed() if args.seed is None else args.seed
    flags = {key: getattr(args, key) for key in SETTING_FLAGS}
    if args.settings is None and all(flags[key] is None for key in SETTING_FLAGS[1:]):
        chosen = LayoutSettings(levels=args.levels or 5)  # the plain path loads nothing more
    else:
        from worm.gen import settings as gen_settings  # lazy: only when a setting is given

        file = None if args.settings is None else gen_settings.read(args.settings)
        chosen = gen_settings.build(flags, file, args.settings)
    if args.scheduler is not None and args.batch is None:
        raise WormError("--scheduler runs a --batch (or worm sim): give --batch COUNT")
    if args.catalog is not None:
        from worm.gen import catalog  # lazy: only a catalog writes HTML

        return catalog.run(
            args.out, args.seed_start, args.catalog, chosen, _jobs(args.jobs), args.batch
        )
    run = functools.partial(
        gen_command.run,
        seed=seed,
        levels=chosen.levels,
        form=args.format,
        out=args.out,
        batch=args.batch,
        seed_start=args.seed_start,
        jobs=_jobs(args.jobs) if args.batch is not None else 1,
        settings=chosen,
        players=args.players,
        level=args.level,
    )
    if args.scheduler is None:
        return run()
    from worm.gen import cluster  # lazy: Dask only when --scheduler is given

    with cluster.Farm(args.scheduler) as farm:
        return run(farm=farm.map)


def _sim(sim: Any, args: argparse.Namespace, farm: Any) -> int:
    """``worm sim``: run and report (``farm``: a Dask cluster's map, or None for --jobs)."""
    code: int = sim.run(
        count=args.count,
        seed_start=args.seed_start,
        jobs=_jobs(args.jobs),
        kind=args.kind,
        watches=_watches(args.watches, args.delves, 40),
        delves=args.delves,
        as_json=args.json,
        out=sys.stdout,
        daring=args.daring,
        farm=farm,
    )
    return code


def _terminal() -> bool:
    """A real terminal on both ends: without one a Textual app would never exit (so pipes and
    scripts get the text front end)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def _keymap(path: Path | None) -> dict[str, str]:
    """The keymap file's overrides: --keymap, else ~/.config/worm/keymap.toml if present."""
    from worm.ui import keymap  # lazy: ``worm gen`` and the other tools need no keys

    if path is None and keymap.DEFAULT_FILE.expanduser().is_file():
        path = keymap.DEFAULT_FILE.expanduser()
    return keymap.load(path) if path is not None else {}


def _terminal_game(args: argparse.Namespace, seed: int, keys: dict[str, str]) -> int:
    from worm.saves import folder  # lazy, as below
    from worm.ui.app import WormApp  # lazy, for a quick --help: ~2 s with Textual

    load = None if args.load is None else folder.path_of(args.saves_dir, args.load)
    record = None
    if args.events is not None:  # a bad path fails first
        from worm.text.record import Record  # lazy: it imports the engine, which the title lacks

        record = Record(args.events)
    app = WormApp(
        seed=seed,
        quickstart=args.quickstart,
        saves_dir=args.saves_dir,
        size=args.guild_size,
        keymap=keys,
        theme=args.theme,
        tracebacks=args.debug,
        record=record,
        load=load,
    )
    try:
        app.run()
    finally:  # kept after a crash too: the save and the events show how it came
        app.keep()
        if record is not None and app.driver is not None:
            record.close(app.driver.game.log)
        elif record is not None:
            record.file.close()
    if app.crash is not None:
        if args.debug:
            return 1  # Textual has shown the traceback
        raise app.crash  # main() says it in one line and exits 1
    return app.return_code or 0


def _assets_check(path: Path | None) -> int:
    from worm import content  # lazy, for a quick --help: ~0.5 s
    from worm.content.loader import ASSETS

    folder = path or ASSETS
    if not folder.is_dir():
        print(f"worm: {folder} is not a folder of content files", file=sys.stderr)
        return 1
    problems = content.check(folder)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"worm: {len(problems)} problem(s) in {folder}", file=sys.stderr)
        return 1
    print(f"{folder}: the content pack is sound")
    return 0


if __name__ == "__main__":
    sys.exit(main())
