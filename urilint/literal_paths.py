"""Schemes whose readers take the path as written and never percent-decode
it: a file name or an object key. A fix there names another file (ROS's
and Gazebo's meshes: pybullet, yourdfpy and MuJoCo found "arm%7elink.obj"
and not "arm~link.obj", sweep 106), and a raw non-ASCII character is the
file's name, no IRI to encode (a Godot game's "res://数据/卡牌.csv", sweep 147)."""

from __future__ import annotations

LITERAL_PATH_SCHEMES = frozenset((
    "res", "user",  # Godot's
    "s3", "s3a", "s3n", "gs", "gcs", "abfs", "abfss", "wasb", "wasbs", "az", "adl", "oss", "cos",  # object storage
    "hdfs", "webhdfs", "viewfs", "hf",  # (fsspec, huggingface_hub: sweep 132)
    "package", "model",  # ROS's and Gazebo's resources
    "embedded", "rbxasset",  # Bevy's and Roblox's asset paths (sweep 147)
    "puppet", "salt",  # a Puppet module's or Salt's file server (puppet apply, salt-call: "source file not found", sweep 177)
))
LITERAL_SCHEMES = tuple(f"{name}://" for name in sorted(LITERAL_PATH_SCHEMES))
LITERAL_REACH = max(map(len, LITERAL_SCHEMES))  # the longest, looked at in lowercase
# Files whose file: URLs name a local file as written: Puppet's manifests
# (`source => 'file:///srv/c%7ed.conf'` serves the file named "c%7ed.conf")
# and Salt's states (`- source: file:///...`), unlike a browser (sweep 177).
LITERAL_FILE_URLS = (".pp", ".sls")


def literal_path(text: str, start: int, filename: str) -> bool:
    """Whether the URI at `start` of `text` (the file `filename`) has a path
    read as written: a LITERAL_PATH_SCHEMES scheme, or a file: URL in a
    LITERAL_FILE_URLS file."""
    head = text[start : start + LITERAL_REACH].lower()
    return head.startswith(LITERAL_SCHEMES) or (head.startswith("file:") and filename.endswith(LITERAL_FILE_URLS))
