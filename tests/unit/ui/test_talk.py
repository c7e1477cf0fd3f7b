"""The Parley screen's words, with no terminal (worm.ui.talk): each Disposition by glyph, colour
and name; what the guild knows, with "?" for what it does not; the approaches open now.

Seed 391's guild (Bonnie Weaver the only one with Chivalric), holding a brass brooch, meets the
First Knights in its first room, the Three of Swords on the minor discard: they meet it in
distaste. Plain to see: like 1 (an honourable challenge) and dislike 1 (oathbreakers); they speak
only Chivalric.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.text import Text

from tests.fixtures.meetings import meet_here
from worm.content.personality import EMOTIONS
from worm.engine.meet import Meeting
from worm.engine.session import Game
from worm.rules import talents
from worm.rules.lore_bids import LOREMASTER
from worm.ui import talk
from worm.ui.driver import Driver

PARLEY = 391
KNIGHTS = "the_first_knights"
DISTASTE = "Three of Swords"  # the card the Knights' traits and mood are read from


def meeting_of(driver: Driver) -> Meeting:
    assert driver.game.meeting is not None and driver.game.phase == "parley"
    return driver.game.meeting


@pytest.fixture
def driver() -> Driver:
    d = Driver.quickstart(PARLEY)
    d.game.loot = ("brass_brooch",)  # taken earlier in the delve
    meet_here(d.game, KNIGHTS, DISTASTE)
    meeting_of(d)
    return d


@pytest.fixture(scope="module")
def game() -> Game:
    return Driver.quickstart(PARLEY).game


def styled(text: Text, part: str) -> str:
    """The style of the span that holds ``part``."""
    at = text.plain.index(part)
    return " ".join(str(s.style) for s in text.spans if s.start <= at < s.end)


# --- the Disposition ---------------------------------------------------------------------------


@pytest.mark.parametrize("emotion", EMOTIONS)
@pytest.mark.parametrize(
    ("intensity", "pips"), [("mild", "●○○"), ("basic", "●●○"), ("intense", "●●●")]
)
def test_each_disposition_shows_glyph_name_pips_and_colour(
    game: Game, emotion: str, intensity: str, pips: str
) -> None:
    wheel = game.pack.dispositions
    named = wheel.stance(emotion).named(intensity)  # type: ignore[arg-type]
    line = talk.mood(wheel, emotion, intensity)
    assert line.plain.startswith(f"{talk.glyph(emotion)} {named}")
    assert f"{pips} {intensity} {emotion}" in line.plain
    assert talk.colour(emotion) in styled(line, named)


def test_every_emotion_has_its_own_glyph_and_colour() -> None:
    assert set(talk.LOOK) == set(EMOTIONS)
    assert len({talk.glyph(e) for e in EMOTIONS}) == len(EMOTIONS)
    assert len({talk.colour(e) for e in EMOTIONS}) == len(EMOTIONS)
    assert "?" not in {talk.glyph(e) for e in EMOTIONS}  # "?" is a trait not yet learned


def test_the_book_names_stand_for_the_states(game: Game) -> None:
    wheel = game.pack.dispositions
    assert talk.mood(wheel, "anger", "mild").plain.startswith("✶ Annoyance")
    assert talk.mood(wheel, "anger", "intense").plain.startswith("✶ Rage")
    assert talk.mood(wheel, "trust", "intense").plain.startswith("✓ Admiration")


def test_the_panel_says_whether_they_deal_and_where_a_step_goes(driver: Driver) -> None:
    panel = talk.disposition(driver.game, meeting_of(driver)).plain
    assert "✗ Distaste  ●●○ basic distaste" in panel
    assert "wants the talk over" in panel
    assert "a good step → ▼ Sadness" in panel
    assert "a bad step  → ✗ Loathing" in panel


# --- who they are and what the guild knows -------------------------------------------------------


def test_who_names_them_and_who_can_talk_with_them(driver: Driver) -> None:
    panel = talk.who(driver.game, meeting_of(driver)).plain
    assert panel.startswith("The First Knights\n")  # a heading opens with a capital
    # Bonnie speaks Chivalric; Hereswith, a Loremaster, gets by in any tongue (p. 79)
    hereswith = next(a for a in driver.game.guild.adventurers if a.name.startswith("Hereswith"))
    assert talents.usable(hereswith, LOREMASTER)
    assert (
        "Tongue: Chivalric — Bonnie Weaver, Hereswith Ælflaendaughter can talk with them" in panel
    )


def test_traits_not_yet_learned_are_question_marks(driver: Driver) -> None:
    panel = talk.knowledge(driver.game, meeting_of(driver)).plain
    assert "Likes\n  1. an honourable challenge\n  2. ?  3. ?\n" in panel
    assert "Dislikes\n  1. oathbreakers\n  2. ?  3. ?\n" in panel
    assert "Wants\n  1. ?\n" in panel
    assert "Needs\n  1. ?\n" in panel


def test_traits_that_paid_out_are_marked_and_learned_ones_numbered(driver: Driver) -> None:
    driver.type("appeal 1")  # pleases like 1: Distaste → Sadness
    driver.type("ask")  # sadness lets the need slip; the question learns the want
    panel = talk.knowledge(driver.game, meeting_of(driver)).plain
    assert "  1. an honourable challenge  ✓ done\n" in panel
    assert "Needs\n  1. Food and light enough to last the delve\n" in panel
    assert "Wants\n  1. The upper hand over a rival" in panel
    assert "?" not in panel.split("Wants")[1]


def test_being_told_to_leave_shows_while_the_mood_is_dark(driver: Driver) -> None:
    assert "!!" not in talk.knowledge(driver.game, meeting_of(driver)).plain
    driver.type("request passage")  # distaste: they tell the guild to be gone
    assert "pressing on means a fight" in talk.knowledge(driver.game, meeting_of(driver)).plain
    driver.type("appeal 1")  # sadness: no longer wanting it over
    assert "!!" not in talk.knowledge(driver.game, meeting_of(driver)).plain


# --- the approaches ------------------------------------------------------------------------------


def test_the_menu_opens_what_makes_sense(driver: Driver) -> None:
    choices = {c.id: c for c in talk.menu(driver.game, meeting_of(driver))}
    assert list(choices) == [c[0] for c in talk.MENU]
    assert all(c.open for c in choices.values())  # a like is known, Bonnie speaks Chivalric
    meeting = meeting_of(driver)
    unknown_likes = {
        c.id: c
        for c in talk.menu(
            driver.game,
            Meeting(
                **{
                    **{f: getattr(meeting, f) for f in meeting.__dataclass_fields__},
                    "creature": "someone_else",
                }
            ),
        )
    }
    assert unknown_likes["appeal"].why_not == "no like known yet"


def test_a_speaker_without_the_tongue_closes_the_words(driver: Driver) -> None:
    game, meeting = driver.game, meeting_of(driver)
    olivia = next(a for a in game.guild.adventurers if "chivalric" not in a.languages)
    choices = {c.id: c for c in talk.menu(game, meeting, olivia.id)}
    for words in ("flatter", "deceive", "ask", "trade", "request"):
        assert choices[words].why_not == f"{olivia.name} does not speak Chivalric"
    for deeds in ("offer", "appeal", "threaten", "parley_fight", "parley_withdraw"):
        assert choices[deeds].open
    assert (
        "Not now: flatter, deceive, ask, trade, request"
        in talk.closed(list(choices.values())).plain
    )
    line = talk.speaker_line(game, meeting, olivia.id).plain
    assert olivia.name in line and "no Chivalric" in line


def test_the_speaker_selector_cycles_those_who_share_a_tongue(driver: Driver) -> None:
    game, meeting = driver.game, meeting_of(driver)
    pool = [a.name for a in talk.speaker_pool(game, meeting)]
    assert pool == ["Bonnie Weaver", "Hereswith Ælflaendaughter"]  # a Loremaster too (p. 79)
    assert "the GM's pick (Bonnie Weaver)" in talk.speaker_line(game, meeting, None).plain


def test_gifts_list_items_gold_treasure_and_services(driver: Driver) -> None:
    gifts = dict(talk.gifts(driver.game))
    assert gifts["item:ration"].startswith("Rations ×")  # as the inventory writes it
    assert gifts["item:torch"].endswith("(everyone)")
    assert gifts["treasure:brass_brooch"] == "treasure: brass brooch"  # taken before
    assert any(k.startswith("service:") for k in gifts)
    purse = sum(a.gold for a in driver.game.guild.adventurers)
    assert ("gold" in gifts) == (purse > 0)


def test_threats_aim_at_known_needs_only(driver: Driver) -> None:
    assert [k for k, _ in talk.threats(driver.game, meeting_of(driver))] == [""]
    driver.type("appeal 1")
    driver.type("ask")  # in sadness the need slips out
    assert [k for k, _ in talk.threats(driver.game, meeting_of(driver))] == ["", "1"]
    assert talk.appeals(driver.game, meeting_of(driver)) == [
        ("1", "like 1: an honourable challenge (paid out: a test now)")
    ]


def test_a_creature_that_does_not_talk_is_not_said_to_chat(driver: Driver) -> None:
    """Play-test 19: Forest Imps, who do not talk, "chat and answer questions" in surprise."""
    meeting = meeting_of(driver)
    for talks in (True, False):
        surprised = replace(meeting, emotion="surprise", talks=talks)
        panel = talk.disposition(driver.game, surprised).plain
        assert ("Chats and answers questions" in panel) is talks, panel
    for stance in (driver.game.pack.dispositions.stance(e) for e in EMOTIONS):
        words = stance.said(talks=False).lower()
        assert not any(w in words for w in ("chat", "question", "answer", "tells")), stance.id
