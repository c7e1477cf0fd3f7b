"""The one safe writer (issue 16, point 4): a whole file or none, never a half; a path is
checked before anything runs; special files are written through, not replaced."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from worm import files
from worm.errors import WormError


def test_a_file_is_replaced_whole_and_the_old_one_kept_as_backup(tmp_path: Path) -> None:
    path, backup = tmp_path / "game.json", tmp_path / "game.bak"
    files.replace(path, b"first", backup=backup)
    files.replace(path, b"second", backup=backup)
    assert path.read_bytes() == b"second" and backup.read_bytes() == b"first"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.bak", "game.json"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "rows.csv"
    files.replace(path, b"old")

    def full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(WormError, match=r"cannot write .*rows.csv: No space left on device"):
        files.replace(path, b"new")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["rows.csv"]


@pytest.mark.parametrize(
    ("name", "message"),
    [("missing/out.txt", "does not exist"), (".", "is a folder")],
)
def test_a_bad_path_is_refused_before_anything_runs(tmp_path: Path, name: str, message: str):
    with pytest.raises(WormError, match=message):
        files.check(tmp_path / name)


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_a_folder_that_cannot_be_written_is_refused(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    with pytest.raises(WormError, match="not writable"):
        files.check(locked / "out.txt")


def test_a_symlink_is_followed_and_its_target_replaced(tmp_path: Path) -> None:
    target, link = tmp_path / "real.txt", tmp_path / "link.txt"
    target.write_text("old")
    link.symlink_to(target)
    files.replace_text(link, "new")
    assert link.is_symlink() and target.read_text() == "new"


def test_a_fifo_is_written_through_not_replaced(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    files.replace(fifo, b"through the pipe")
    reader.join(timeout=10)
    assert got == [b"through the pipe"]
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_a_device_is_written_through_and_a_full_one_is_one_line() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    with pytest.raises(WormError, match="No space left on device"):
        files.replace(Path("/dev/full"), b"x" * 10)
    assert stat.S_ISCHR(Path("/dev/full").stat().st_mode)  # still the device, not a file


def test_two_writers_at_once_never_tear_a_file(tmp_path: Path) -> None:
    path = tmp_path / "rows.csv"
    texts = [bytes([65 + n]) * 200_000 for n in range(6)]
    threads = [threading.Thread(target=files.replace, args=(path, t)) for t in texts]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert path.read_bytes() in texts  # one writer's whole text, never a mixture
    assert [p.name for p in tmp_path.iterdir()] == ["rows.csv"]


def test_an_appender_keeps_what_was_flushed(tmp_path: Path) -> None:
    path = tmp_path / "events.jsonl"
    log = files.Appender(path)
    log.write('{"seq": 1}')
    log.flush()
    assert path.read_text() == '{"seq": 1}\n'  # on disk before the file is closed
    log.write('{"seq": 2}')
    log.close()
    assert path.read_text().splitlines() == ['{"seq": 1}', '{"seq": 2}']


def test_gen_out_to_a_full_device_is_one_line_and_leaves_the_device() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    done = subprocess.run(
        [sys.executable, "-m", "worm.cli", "gen", "--seed", "1", "--out", "/dev/full"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "No space left on device" in done.stderr
    assert stat.S_ISCHR(Path("/dev/full").stat().st_mode)


def test_a_new_file_gets_the_usual_permissions_and_an_old_one_keeps_its_own(tmp_path: Path):
    fresh, kept = tmp_path / "fresh.csv", tmp_path / "kept.csv"
    mask = os.umask(0o022)
    try:
        files.replace(fresh, b"x")
        kept.write_bytes(b"old")
        kept.chmod(0o600)
        files.replace(kept, b"new")
    finally:
        os.umask(mask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o644
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600


def test_temporaries_a_killed_writer_left_are_swept_when_old(tmp_path: Path) -> None:
    path = tmp_path / "run.json"
    old, fresh = tmp_path / ".run.json.abc123.tmp", tmp_path / ".run.json.def456.tmp"
    for left in (old, fresh):
        left.write_bytes(b"torn")
    os.utime(old, (1, 1))  # long ago
    files.replace(path, b"whole")
    assert not old.exists() and fresh.exists()  # a fresh one may be another writer's
