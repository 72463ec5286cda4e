; Inno Setup 6 script of the Windows installer of Don Quixote (dq-desktop).
;
; Built by `py packaging\build.py windows`, which first makes the PyInstaller
; bundle in build\packaging\windows\dist\dq-desktop and then runs
;   ISCC /DAppVersion=0.1.0 /DBundleDir=<that folder> /DOutputDir=<repo>\dist packaging\windows\dq-desktop.iss
;
; The installer asks whether to install for the current user (no administrator
; rights needed) or for all users, puts the game in the Start menu, and
; optionally on the desktop. Uninstalling leaves the player's settings, records
; and saved games in place.

#ifndef AppVersion
  #error Give the version: ISCC /DAppVersion=X.Y.Z dq-desktop.iss
#endif
#ifndef BundleDir
  #define BundleDir AddBackslash(SourcePath) + "..\..\build\packaging\windows\dist\dq-desktop"
#endif
#ifndef OutputDir
  #define OutputDir AddBackslash(SourcePath) + "..\..\dist"
#endif
#define AppName "Don Quixote"
#define AppExe "dq-desktop.exe"
#define LicenceFile AddBackslash(SourcePath) + "..\..\LICENSE"

[Setup]
; The AppId identifies the program to Windows across versions: never change it.
AppId={{9C70A44C-6685-4165-840B-FB4BFBC7E635}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The dq-desktop authors
AppCopyright=GPL-3.0-or-later
AppComments=An unofficial desktop edition of Don Quixote, the tile-laying game by Reinhard Staupe (Pegasus Spiele)
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0.17763
OutputDir={#OutputDir}
OutputBaseFilename=dq-desktop-{#AppVersion}-windows-x64-setup
SetupIconFile=dq-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
#if FileExists(LicenceFile)
LicenseFile={#LicenceFile}
#endif

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; A new version replaces the whole bundle, so that no library of an old one stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[CustomMessages]
en.AppComment=The tile-laying game by Reinhard Staupe
fr.AppComment=Le jeu de pose de tuiles de Reinhard Staupe
de.AppComment=Das Legespiel von Reinhard Staupe

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
