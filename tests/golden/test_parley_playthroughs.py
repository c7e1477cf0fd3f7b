"""Two scripted parleys typed into ``worm play --text`` (issue 5): one talks a hostile creature
into letting the guild by, one talks its way into a fight.

``parley-passage-seed-391.txt`` — seed 391, level 1 The Castle of Crossed Destinies. The guild
looks and listens in 101 and takes the brooch, then enters the chapel, 102, where the First
Knights meet it in distaste (Three of Swords on the minor discard, p. 100); it is the first
meeting, and the knights do not attack on sight. Plain to see: they like an honourable
challenge and hate oathbreakers; they speak only Chivalric, which only Bonnie Weaver knows.

- ``appeal 1`` (an honourable challenge) pleases a like: Distaste → Sadness, no test.
- ``ask``: in sadness they let slip their need (food and light for the delve), and Bonnie learns
  their want (the upper hand over a rival: a weapon).
- ``offer rations`` meets the need: Sadness → Surprise, no test.
- ``trade dagger for information``: surprise does not trade, so it is a test of Wands with favor
  for the want on the table (p. 180); it falls short, ``push`` makes it a success: Surprise →
  Joy, the dagger changes hands, and they warn of the arrow trap in 110.
- ``request passage``: in joy, a reasonable request is granted (p. 100); 102 is settled and the
  guild walks on to the dead end 104 (the Raised flagstone, ``choose 1``; ``take`` the key).

``parley-challenge-seed-135.txt`` — seed 135, level 1 The Inverted Castle. In 101 the guild
looks, listens, maps and finds the secret door to 102 by tapping the walls, then goes to the
stairwell, 103, where Scorpion Men meet it in anger (Ace of Swords, p. 100). Plain to see: they
like their post and hate tomb robbers.

- ``request passage``: angry, they tell the guild to be gone; pressing on will mean a fight.
- ``deceive`` (the guild claims to be dead already, the only ones they let by): the lie touches
  a dislike nobody knew of (liars): Anger → Rage, no test, and Rage fights at once (p. 100);
  the GM says how Rage fights (p. 101). The script ends with the Challenge begun.

When the engine changes what a seed does, a test here fails with the transcript's path; replay
the script by hand (``uv run worm play --text --seed N --script tests/golden/FILE``), and re-plan
the route or find a new seed (a creature met in anger or distaste that talks and does not
attack on sight), keeping what each route shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from worm import cli
from worm.engine import events as ev

from .test_playthrough import Playthrough as Transcript
from .test_playthrough import play

HERE = Path(__file__).parent
PASSAGE = (391, HERE / "parley-passage-seed-391.txt")
CHALLENGE = (135, HERE / "parley-challenge-seed-135.txt")
GM_PAGE = re.compile(r"^  \[GM, (p\. \d+)\]")


@dataclass
class Playthrough(Transcript):
    """A parley script's run: the golden playthrough's transcript, plus mood reading."""

    def between(self, first: str, last: str) -> list[str]:
        """The transcript's lines from the one that is ``first`` to the one that is ``last``."""
        lines = self.text.splitlines()
        assert first in lines and last in lines, f"{first!r} … {last!r} not found{self.hint}"
        return lines[lines.index(first) : lines.index(last) + 1]

    def moods(self, npc: str) -> list[tuple[str, str, str]]:
        return [
            (e.emotion, e.intensity, e.cause)
            for e in self.game.log.events
            if isinstance(e, ev.Disposition) and e.npc == npc
        ]


def _run(factory: pytest.TempPathFactory, seed: int, script: Path) -> Playthrough:
    game, text = play(seed, script)
    path = factory.mktemp("parley") / f"{script.stem}.out.txt"
    path.write_text(text, encoding="utf-8")
    return Playthrough(game, text, path, seed, script)


@pytest.fixture(scope="module")
def passage(tmp_path_factory: pytest.TempPathFactory) -> Playthrough:
    return _run(tmp_path_factory, *PASSAGE)


@pytest.fixture(scope="module")
def challenge(tmp_path_factory: pytest.TempPathFactory) -> Playthrough:
    return _run(tmp_path_factory, *CHALLENGE)


def _in_order(lines: list[str], starts: list[str]) -> bool:
    """Each of ``starts`` begins some line, in this order."""
    at = 0
    for start in starts:
        at = next((i for i in range(at, len(lines)) if lines[i].startswith(start)), -1) + 1
        if not at:
            return False
    return True


def _clean(run: Playthrough) -> None:
    assert "Traceback" not in run.text and "internal error" not in run.text, run.hint
    refused = [block for block in run.text.split("\n> ") if "\nNo: " in block]
    assert refused == [], f"the route no longer plays as planned: {refused}{run.hint}"
    assert run.game.pending is None and run.game.choice is None, run.hint


# --- (a) talked into passage ---------------------------------------------------------------


def test_passage_plays_without_a_refusal(passage: Playthrough) -> None:
    _clean(passage)
    assert passage.script.read_text(encoding="utf-8").count("\n") <= 30


def test_the_knights_meet_the_guild_hostile_but_do_not_attack(passage: Playthrough) -> None:
    assert _in_order(
        passage.after("go 102"),
        [
            "— Watch 2 (room), level 1, room 102 —",
            "  ▸ draws Three of Swords (3) for disposition",
            "  [GM, p. 100] Three of Swords on the minor discard: they meet the guild with",
            "the First Knights: Distaste (basic distaste, Three of Swords) — on meeting the guild.",
            "Plain to see: the First Knights — like — an honourable challenge.",
            "Plain to see: the First Knights — dislike — oathbreakers.",
            "[PARLEY] the First Knights are met.",
        ],
    ), passage.hint
    assert "attacks on sight" not in passage.text and "[CHALLENGE]" not in passage.text
    first = passage.after("talk", 0)
    assert first[0].startswith("the First Knights — Distaste (distaste, basic). "), passage.hint
    assert first[1:] == [
        "They speak Chivalric; Bonnie Weaver can talk with them.",
        "Likes: 1. an honourable challenge.",
        "Dislikes: 1. oathbreakers.",
        "Wants: unknown.",
        "Needs: unknown.",
    ], passage.hint


def test_the_disposition_turns_distaste_sadness_surprise_joy(passage: Playthrough) -> None:
    # p. 100: a like pleased and a need met move it a step on their own; a test of Wands won
    # moves it one more. The ring (issue 5): Distaste → Sadness → Surprise → Joy.
    assert passage.moods("the First Knights") == [
        ("distaste", "basic", "start"),
        ("sadness", "basic", "like"),
        ("surprise", "basic", "need"),
        ("joy", "basic", "wands"),
    ], passage.hint
    assert _in_order(
        passage.text.splitlines(),
        [
            "the First Knights: Distaste (basic distaste, Three of Swords) — on meeting the guild.",
            "the First Knights: Sadness (basic sadness) — something it likes.",
            "the First Knights: Surprise (basic surprise) — something it needs.",
            "the First Knights: Joy (basic joy) — ",
            "[CRAWL] the First Knights let the guild go its way.",
        ],
    ), passage.hint


def test_each_approach_is_weighed_by_the_book(passage: Playthrough) -> None:
    assert passage.after("appeal 1") == [
        "  [GM, p. 100] an appeal to an honourable challenge meets what the First Knights like "
        "(an honourable challenge): a beneficial step, no test",
        "the First Knights: Sadness (basic sadness) — something it likes.",
    ], passage.hint
    asked = passage.after("ask")
    assert asked[:2] == [
        "  [GM, p. 101] in sadness, the First Knights let slip what they need",
        "Heard: the First Knights — need — Food and light enough to last the delve.",
    ], passage.hint
    assert asked[2].endswith(
        "asks: the First Knights — want — The upper hand over a rival: an ally in a feud, a "
        "weapon, a score settled."
    ), passage.hint
    assert passage.after("offer rations") == [
        "  [GM, p. 100] Rations meets what the First Knights need (Food and light enough to last "
        "the delve): a beneficial step, no test",
        "Bonnie Weaver: lost Rations (given in the parley).",
        "the First Knights: Surprise (basic surprise) — something it needs.",
    ], passage.hint
    assert _in_order(
        passage.after("trade dagger for information"),
        [
            "  [GM, p. 100] in surprise, the First Knights will not deal yet: a test of Wands to "
            "win them round",
            "  [GM, p. 100] risky, with something at stake: Bonnie Weaver tests Wands",
            "Bonnie Weaver falls short with 10: 'push' fate, or 'accept' it?",
        ],
    ), passage.hint
    # The dagger is the weapon the knights want: favor on the test (p. 180).
    (test,) = [e for e in passage.game.log.events if isinstance(e, ev.Fate)]
    assert (test.who, test.attribute, test.outcome, test.pushed) == (
        "Bonnie Weaver", "wands", "success", True,
    ), passage.hint
    assert test.favor_reasons == ("a want offered in exchange (p. 180)",), passage.hint
    assert _in_order(
        passage.after("push"),
        [
            "Bonnie Weaver tests wands: 4 + 5 + wands 3 +3 = 15, pushed — a success.",
            "the First Knights: Joy (basic joy) — ",
            "Olivia of House Mourn: lost Dagger (given in the parley).",
            "  [GM, p. 100] the First Knights grant information: won round, they take the deal",
            "Found: trap: Arrow Trap (110).",
        ],
    ), passage.hint
    joy = passage.after("talk", 2)
    assert joy[0].startswith("the First Knights — Joy (joy, basic). "), passage.hint
    assert "Likes: 1. an honourable challenge (done)." in joy, passage.hint
    assert "Needs: 1. Food and light enough to last the delve (done)." in joy, passage.hint
    assert passage.after("request passage") == [
        "  [GM, p. 100] the First Knights grant passage: a reasonable request in a friendly mood "
        "(p. 100)",
        "  [GM, p. 100] the First Knights let the guild go its way",
        "[CRAWL] the First Knights let the guild go its way.",
    ], passage.hint


def test_the_parley_cites_the_book(passage: Playthrough) -> None:
    parley = passage.between(
        "[PARLEY] the First Knights are met.", "[CRAWL] the First Knights let the guild go its way."
    )
    pages = [m.group(1) for line in parley if (m := GM_PAGE.match(line))]
    assert pages.count("p. 100") >= 7, passage.hint
    assert set(pages) == {"p. 100", "p. 101", "p. 88"}, passage.hint  # p. 88: the trap warned of


def test_the_guild_walks_on_and_the_chapel_is_settled(passage: Playthrough) -> None:
    game, hint = passage.game, passage.hint
    keys = game.world.levels[0].keyed.keys
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 1, "104"), hint
    assert game.meeting is None, hint
    assert {keys[r] for r in game.states[1].settled} == {"102"}, hint
    # What the knights told in exchange for the dagger.
    assert game.states[1].spotted == {(keys.index("110"), "arrow_trap")}, hint
    assert game.keys == frozenset({"103-102"}) and game.loot == ("brass_brooch",), hint
    given = [(e.who, e.item) for e in game.log.events
             if isinstance(e, ev.Item) and e.cause == "given in the parley"]
    assert given == [("Bonnie Weaver", "Rations"), ("Olivia of House Mourn", "Dagger")], hint
    assert _in_order(
        passage.after("go 104"),
        ["— Watch 3 (room), level 1, room 104 —", "Raised flagstone — choose: "],
    ), hint
    assert passage.after("take", 1) == ["Bonnie Weaver: gained key to 103-102."], hint


# --- (b) talked into a fight ---------------------------------------------------------------


def test_challenge_plays_without_a_refusal(challenge: Playthrough) -> None:
    _clean(challenge)
    assert challenge.script.read_text(encoding="utf-8").count("\n") <= 30


def test_the_angry_scorpion_men_send_the_guild_away_first(challenge: Playthrough) -> None:
    assert _in_order(
        challenge.after("go 103"),
        [
            "— Watch 2 (room), level 1, room 103 —",
            "  [GM, p. 100] Ace of Swords on the minor discard: they meet the guild with anger",
            "Scorpion Men: Anger (basic anger, Ace of Swords) — on meeting the guild.",
            "Plain to see: Scorpion Men — like — their post.",
            "Plain to see: Scorpion Men — dislike — tomb robbers.",
            "[PARLEY] Scorpion Men are met.",
        ],
    ), challenge.hint
    assert "attacks on sight" not in challenge.text, challenge.hint
    assert challenge.after("talk", 0)[0].startswith("Scorpion Men — Anger (anger, basic). ")
    # The first approach that does not please is answered with "be gone", and costs no card.
    assert challenge.after("request passage") == [
        "  [GM, p. 100] in anger, Scorpion Men tell the guild to be gone; pressing on will mean a "
        "fight"
    ], challenge.hint
    assert challenge.after("talk", 1) == challenge.after("talk", 0), challenge.hint


def test_a_lie_touches_a_dislike_and_rage_fights_at_once(challenge: Playthrough) -> None:
    assert challenge.after("deceive") == [
        "  [GM, p. 100] a lie touches what Scorpion Men dislike (liars): a harmful step, no test",
        "Seen: Scorpion Men — dislike — liars.",
        "Scorpion Men: Rage (intense anger) — something it dislikes.",
        "  [GM, p. 100] in Rage, Scorpion Men will not be talked to: the talk is over, and it "
        "comes to a fight",
        "  [GM, p. 101] in Rage, Scorpion Men fight so: Goes blindly for whoever angered it, "
        "heedless of the ground around it.",
        "[CHALLENGE] Scorpion Men fight.",
    ], challenge.hint
    assert challenge.moods("Scorpion Men") == [
        ("anger", "basic", "start"),
        ("anger", "intense", "dislike"),
    ], challenge.hint
    assert challenge.after("why") == [
        "ruling [p. 100]: a lie touches what Scorpion Men dislike (liars): a harmful step, no test",
        "effect: Scorpion Men: Rage (intense anger) — something it dislikes.",
        "ruling [p. 100]: in Rage, Scorpion Men will not be talked to: the talk is over, and it "
        "comes to a fight",
        "ruling [p. 101]: in Rage, Scorpion Men fight so: Goes blindly for whoever angered it, "
        "heedless of the ground around it.",
        "effect: [CHALLENGE] Scorpion Men fight.",
    ], challenge.hint


def test_the_script_ends_in_the_challenge(challenge: Playthrough) -> None:
    game, hint = challenge.game, challenge.hint
    keys = game.world.levels[0].keyed.keys
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("challenge", 1, "103"), hint
    meeting = game.meeting
    assert meeting is not None and meeting.name == "Scorpion Men", hint
    assert (meeting.emotion, meeting.intensity, meeting.pressed, meeting.hostile) == (
        "anger", "intense", True, False,
    ), hint
    assert not game.states[1].settled, hint
    assert {keys[r] for r in game.states[1].visited} == {"101", "103"}, hint
    phases = [e.phase for e in game.log.events if isinstance(e, ev.Phase)]
    assert phases[-2:] == ["parley", "challenge"], hint


# --- determinism --------------------------------------------------------------------------


@pytest.mark.parametrize("which", ["passage", "challenge"])
def test_the_same_script_plays_the_same_twice(
    which: str,
    request: pytest.FixtureRequest,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    run: Playthrough = request.getfixturevalue(which)
    game, text = play(run.seed, run.script)
    assert text == run.text, f"a second run differs{run.hint}"
    assert game.log.to_jsonl() == run.game.log.to_jsonl(), run.hint
    events = tmp_path / "events.jsonl"
    code = cli.main(["play", "--text", "--seed", str(run.seed), "--script", str(run.script),
                     "--events", str(events)])
    printed = capsys.readouterr()
    assert code == 0 and not printed.err, printed.err
    assert printed.out == run.text, f"`worm play --text` prints something else{run.hint}"
    assert events.read_text(encoding="utf-8") == run.game.log.to_jsonl(), run.hint
